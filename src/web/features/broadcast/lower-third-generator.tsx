// The lower-third generator behind the PIN gate: the banner's text, background and recording on the left, its
// animated preview on the right, and a full-window output view of the banner alone for OBS.
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { LOWER_THIRD_SAMPLE, recordingFileName } from "@/domain/broadcast/lower-third";
import { cn } from "@/web/lib/cn";
import { BackgroundPicker } from "./background-picker";
import { BannerCanvas } from "./banner-canvas";
import { type BannerText, BannerTextForm, useBannerTextForm } from "./banner-text-form";
import type { BannerBackground } from "./draw-banner";
import { RecordingControls } from "./recording-controls";
import { useCanvasRecorder } from "./use-canvas-recorder";

const CHECKERBOARD = "bg-[conic-gradient(#334155_25%,#1e293b_0_50%,#334155_0_75%,#1e293b_0)] bg-[length:24px_24px]";

export function LowerThirdGenerator() {
  const [text, setText] = useState<BannerText>({ ...LOWER_THIRD_SAMPLE });
  const form = useBannerTextForm();
  const [background, setBackground] = useState<BannerBackground>("green");
  const [startedAt, setStartedAt] = useState(() => performance.now());
  const [output, setOutput] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const recorder = useCanvasRecorder();
  const restart = () => setStartedAt(performance.now());

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
          <BannerTextForm
            form={form}
            onUpdate={(values) => {
              setText(values);
              restart();
            }}
            onRestart={restart}
          />

          <BackgroundPicker background={background} onChange={setBackground} disabled={recorder.recording !== null} />

          <RecordingControls
            recordingSince={recorder.recording?.startedAt ?? null}
            onStart={startRecording}
            onStop={recorder.stop}
            onOutputView={() => setOutput(true)}
          />
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
