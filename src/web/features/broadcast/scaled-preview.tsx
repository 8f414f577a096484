// A live preview of a match's bottom bar, scaled down to the width of its card on the chroma-key green.
import { useLayoutEffect, useRef, useState } from "react";
import type { SportsMatch } from "@/domain/broadcast/sports-schemas";
import { ScoreboardBar } from "./scoreboard-bar";
import { CHROMA_GREEN } from "@/domain/broadcast/chroma-pages";

const BAR_WIDTH = 1800;
const BAR_HEIGHT = 168;
const PADDING = 48;

export function ScaledPreview({ match, label }: { match: SportsMatch; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(entry.contentRect.width / (BAR_WIDTH + PADDING * 2));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <figure className="flex flex-col gap-2">
      <div
        ref={box}
        className="relative w-full overflow-hidden rounded-lg"
        style={{ backgroundColor: CHROMA_GREEN, height: (BAR_HEIGHT + PADDING * 2) * scale }}
        data-testid={`preview-${match.matchNumber}`}
        aria-hidden="true"
      >
        <div
          className="absolute top-0 left-0 origin-top-left"
          style={{ transform: `scale(${scale})`, padding: PADDING, width: BAR_WIDTH + PADDING * 2 }}
        >
          <ScoreboardBar match={match} fromServer />
        </div>
      </div>
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}
