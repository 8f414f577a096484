// Start/Stop Record of the banner with the time recorded so far, and the way into the full-window output view.
import { Circle, Download, Maximize, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import { Button } from "@/web/components/ui/button";

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

export function RecordingControls({
  recordingSince,
  onStart,
  onStop,
  onOutputView,
}: {
  /** When the recording under way started, or null when none is. */
  recordingSince: number | null;
  onStart: () => void;
  onStop: () => void;
  onOutputView: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {recordingSince !== null ? (
          <Button variant="destructive" onClick={onStop}>
            <Square aria-hidden="true" />
            {LOWER_THIRD_TEXTS.stopRecord}
          </Button>
        ) : (
          <Button onClick={onStart}>
            <Circle aria-hidden="true" className="fill-red-500 text-red-500" />
            {LOWER_THIRD_TEXTS.startRecord}
          </Button>
        )}
        <Button variant="outline" onClick={onOutputView}>
          <Maximize aria-hidden="true" />
          Output view
        </Button>
      </div>
      {recordingSince !== null ? <RecordingTimer startedAt={recordingSince} /> : null}
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Download aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Stop Record downloads the banner as a 1920×1080 webm video. Output view shows the banner alone for OBS (Esc to
        leave).
      </p>
    </div>
  );
}
