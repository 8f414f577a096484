// `/lower-third`: the lower-third generator behind its PIN gate, shown while the server says this browser holds the
// grant a right PIN gives (12 hours; the page asks again when it runs out). Name and title inputs ('Update Graphics'
// puts them on the banner), 'Restart Animation', the animated banner preview, Start/Stop Record of the banner's own
// canvas to a webm file, and a green-screen or transparent background for OBS, with a full-window output view.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Circle, Download, Maximize, RotateCcw, Square, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import {
  LOWER_THIRD_NAME_MAX_LENGTH,
  LOWER_THIRD_SAMPLE,
  LOWER_THIRD_TEXTS,
  LOWER_THIRD_TITLE_MAX_LENGTH,
  lowerThirdTextSchema,
  recordingFileName,
} from "@/domain/broadcast/lower-third";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";
import { getLowerThirdGrantQueryOptions, useLowerThirdGrant } from "./api/get-lower-third-grant";
import { BannerCanvas } from "./banner-canvas";
import type { BannerBackground } from "./draw-banner";
import { PinGate } from "./pin-gate";
import { useCanvasRecorder } from "./use-canvas-recorder";
import "./broadcast.css";

const PAGE_TITLE = "Lower-Third Generator";
const CHECKERBOARD = "bg-[conic-gradient(#334155_25%,#1e293b_0_50%,#334155_0_75%,#1e293b_0)] bg-[length:24px_24px]";

const BACKGROUNDS: { value: BannerBackground; label: string; hint: string }[] = [
  { value: "green", label: "Green screen", hint: "Key it out in OBS with a chroma key filter." },
  { value: "transparent", label: "Transparent", hint: "No background: the video shows through." },
];

function RecordingTimer({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <span role="status" className="flex items-center gap-2 text-sm font-semibold text-red-300">
      <span aria-hidden="true" className="broadcast-pulse size-3 rounded-full bg-red-500" />
      Recording {String(Math.floor(seconds / 60)).padStart(2, "0")}:{String(seconds % 60).padStart(2, "0")}
    </span>
  );
}

function Generator() {
  const [text, setText] = useState<{ name: string; title: string }>({ ...LOWER_THIRD_SAMPLE });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(lowerThirdTextSchema),
    defaultValues: { ...LOWER_THIRD_SAMPLE },
  });
  const [background, setBackground] = useState<BannerBackground>("green");
  const [startedAt, setStartedAt] = useState(() => performance.now());
  const [output, setOutput] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const recorder = useCanvasRecorder();
  const restart = () => setStartedAt(performance.now());

  // Wrapped in an event handler, so the compiler sees that the banner restarts on submit, not during render.
  const update = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit((values) => {
      setText(values);
      restart();
    })(event);

  const startRecording = () => {
    // The recording starts with the banner's entry, so the file can be dropped straight into an edit.
    restart();
    recorder.start(canvas.current, background, recordingFileName(text.name));
  };

  // The transparent output is for an OBS browser source: the page itself must be see-through there.
  useEffect(() => {
    if (!output) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOutput(false);
    window.addEventListener("keydown", onKey);
    const root = document.documentElement;
    const before = root.style.backgroundColor;
    if (background === "transparent") root.style.backgroundColor = "transparent";
    return () => {
      window.removeEventListener("keydown", onKey);
      root.style.backgroundColor = before;
    };
  }, [output, background]);

  const banner = (className: string) => (
    <BannerCanvas
      text={text}
      background={background}
      startedAt={startedAt}
      canvasRef={canvas}
      className={className}
      label={`Lower-third banner: ${text.name}${text.title ? `, ${text.title}` : ""}`}
    />
  );

  if (output) {
    return (
      <div className="group fixed inset-0 z-50 flex items-center justify-center" data-testid="lower-third-output">
        {banner("h-full w-full object-contain")}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOutput(false)}
          className="absolute top-3 right-3 opacity-0 group-hover:opacity-100 focus-visible:opacity-100"
        >
          <X aria-hidden="true" />
          Exit output view
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card className="gap-5 py-5">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2>Graphics</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5 px-5">
          <form noValidate onSubmit={update} className="flex flex-col gap-4">
            <FormField id="lower-third-name" label="Name" registration={register("name")} error={formState.errors.name}>
              {(control) => <Input {...control} maxLength={LOWER_THIRD_NAME_MAX_LENGTH} />}
            </FormField>
            <FormField
              id="lower-third-title"
              label="Title"
              registration={register("title")}
              error={formState.errors.title}
            >
              {(control) => <Input {...control} maxLength={LOWER_THIRD_TITLE_MAX_LENGTH} />}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit">{LOWER_THIRD_TEXTS.updateGraphics}</Button>
              <Button type="button" variant="outline" onClick={restart}>
                <RotateCcw aria-hidden="true" />
                {LOWER_THIRD_TEXTS.restartAnimation}
              </Button>
            </div>
          </form>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Background</legend>
            {BACKGROUNDS.map((option) => (
              <label
                key={option.value}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm",
                  background === option.value ? "border-accent bg-secondary" : "border-border",
                )}
              >
                <input
                  type="radio"
                  name="background"
                  value={option.value}
                  checked={background === option.value}
                  onChange={() => setBackground(option.value)}
                  disabled={recorder.recording !== null}
                  className="mt-0.5 size-4 accent-indigo-400"
                />
                <span className="flex flex-col gap-0.5">
                  <span className="font-semibold">{option.label}</span>
                  <span className="text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>

          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {recorder.recording ? (
                <Button variant="destructive" onClick={recorder.stop}>
                  <Square aria-hidden="true" />
                  {LOWER_THIRD_TEXTS.stopRecord}
                </Button>
              ) : (
                <Button onClick={startRecording}>
                  <Circle aria-hidden="true" className="fill-red-500 text-red-500" />
                  {LOWER_THIRD_TEXTS.startRecord}
                </Button>
              )}
              <Button variant="outline" onClick={() => setOutput(true)}>
                <Maximize aria-hidden="true" />
                Output view
              </Button>
            </div>
            {recorder.recording ? <RecordingTimer startedAt={recorder.recording.startedAt} /> : null}
            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <Download aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              Stop Record downloads the banner as a 1920×1080 webm video. Output view shows the banner alone for OBS
              (Esc to leave).
            </p>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="lower-third-preview-heading" className="flex flex-col gap-3">
        <h2 id="lower-third-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <div
          className={cn(
            "overflow-hidden rounded-xl border border-border",
            background === "transparent" ? CHECKERBOARD : undefined,
          )}
        >
          {banner("block aspect-video h-auto w-full")}
        </div>
      </section>
    </div>
  );
}

/** Whether the server lets this browser in: undefined while it is asked; asked again when the grant runs out. */
function useServerGrant(): boolean | undefined {
  const queryClient = useQueryClient();
  const grant = useLowerThirdGrant();
  const expiresAt = grant.status === "success" ? Date.parse(grant.data.expiresAt) : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: getLowerThirdGrantQueryOptions().queryKey }),
      Math.max(0, expiresAt - Date.now()) + 1_000,
    );
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);
  return grant.status === "pending" ? undefined : grant.status === "success";
}

export function LowerThirdPage() {
  usePageTitle(PAGE_TITLE);
  const unlocked = useServerGrant();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-busy={unlocked === undefined}
        className={cn(
          "mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6",
          unlocked ? undefined : "justify-center",
        )}
      >
        {unlocked === undefined ? null : unlocked ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight">{PAGE_TITLE}</h1>
            <Generator />
          </>
        ) : (
          <PinGate title={PAGE_TITLE} />
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
