// The private calendar feed (beyond the specification): turn it on, copy its URL into a calendar app, replace the URL
// or turn the feed off. The server keeps only a hash of the URL's token, so the URL can be shown just once.
import { CalendarSync, Check, Copy, ShieldAlert } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "@/web/lib/toast";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { formatLongDate } from "@/web/lib/format-date";
import { useCreateCalendarFeed } from "./api/create-calendar-feed";
import { useCalendarFeed } from "./api/get-calendar-feed";
import { useRevokeCalendarFeed } from "./api/revoke-calendar-feed";
import { Spinner } from "@/web/components/ui/spinner";

export function CalendarFeedControl() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // The URL as the server answered it when it was made; gone on reload, by design.
  const [url, setUrl] = useState<string | null>(null);
  const busy = create.isPending || revoke.isPending;

  const makeUrl = (rotating: boolean) =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        toast.success(rotating ? "New calendar URL ready: the old one no longer works" : "Calendar feed turned on");
      },
      onError: (error) =>
        toast.error(rotating ? "Failed to get a new calendar URL" : "Failed to turn on the calendar feed", {
          description: error.message,
        }),
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        toast.success("Calendar feed turned off");
      },
    });

  return (
    <section aria-labelledby="calendar-feed-title" className="mt-6">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2.5">
            <CalendarSync aria-hidden="true" className="size-5 text-accent" />
            <CardTitle asChild>
              <h2 id="calendar-feed-title">Calendar feed</h2>
            </CardTitle>
          </div>
          <CardDescription>
            See your weekly classes in Google Calendar, Apple Calendar or Outlook through a private URL. Changes to your
            schedule reach your calendar app the next time it checks the URL.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="flex gap-2.5 rounded-lg border border-amber-300/50 bg-amber-950/60 p-3 text-sm text-amber-50">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-200" />
            <span>
              The URL is private: anyone who has it can see your week (classes, teachers, rooms and times) without
              signing in. Don't share it. If it gets out, get a new URL or turn the feed off.
            </span>
          </p>
          {feed.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              Checking your calendar feed…
            </p>
          )}
          {feed.isError && (
            <p role="alert" className="text-sm text-rose-200">
              Failed to load the calendar feed: {feed.error.message}
            </p>
          )}
          {feed.data?.enabled === false && <p className="text-sm text-muted-foreground">Your calendar feed is off.</p>}
          {feed.data?.enabled && url && <FeedUrl url={url} />}
          {feed.data?.enabled && !url && (
            <p className="text-sm text-muted-foreground">
              Your calendar feed is on
              {feed.data.createdAt && ` (URL made ${formatLongDate(feed.data.createdAt)})`}. For your privacy the URL is
              shown only when it is made. Lost it? Get a new URL; the old one stops working.
            </p>
          )}
        </CardContent>
        {feed.data && (
          <CardFooter className="flex-wrap gap-3">
            {feed.data.enabled ? (
              <>
                <ConfirmButton
                  label="Get a new URL"
                  title="Get a new calendar URL?"
                  description="The current URL stops working at once: calendars subscribed with it stop updating until you add the new one."
                  disabled={busy}
                  onConfirm={() => makeUrl(true)}
                />
                <ConfirmButton
                  label="Turn off"
                  title="Turn off the calendar feed?"
                  description="The URL stops working at once: calendars subscribed with it stop updating."
                  disabled={busy}
                  onConfirm={turnOff}
                  destructive
                />
              </>
            ) : (
              <Button onClick={() => makeUrl(false)} disabled={busy}>
                {create.isPending && <Spinner />}
                Turn on calendar feed
              </Button>
            )}
          </CardFooter>
        )}
      </Card>
    </section>
  );
}

function FeedUrl({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Calendar URL copied");
    } catch {
      // No clipboard (an old browser, a refused permission): select it, so one keystroke copies it.
      input.current?.select();
      toast.error("Could not copy the URL", { description: "It is selected: copy it with your keyboard." });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Your private calendar URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy URL
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Copy it now: it is shown only this once. In your calendar app, choose to subscribe to a calendar from a URL and
        paste it, or{" "}
        <a href={url.replace(/^https?:/, "webcal:")} className="text-accent underline underline-offset-4">
          open it in your calendar app
        </a>
        .
      </p>
    </div>
  );
}

type ConfirmButtonProps = {
  label: string;
  title: string;
  description: string;
  disabled: boolean;
  onConfirm: () => void;
  destructive?: boolean;
};

/** The dialog closes as the action starts: the card shows its progress and its outcome. */
function ConfirmButton({ label, title, description, disabled, onConfirm, destructive = false }: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={disabled}>
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={label}
      destructive={destructive}
      pending={false}
      onConfirm={(close) => {
        close();
        onConfirm();
      }}
    />
  );
}
