// One class of a day, as Today's Schedule and a friend's week show it: its name, 12-hour times and duration, its
// teacher and room when known, and on today's list its live timing badge.
import { DoorOpen, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { ClassTiming } from "@/domain/schedule/class-timing";
import { cn } from "@/web/lib/cn";
import { type BadgeTone, timingBadge } from "./timing-badge";

const BADGE_STYLES: Record<BadgeTone, string> = {
  upcoming: "border-sky-400/60 bg-sky-950 text-sky-100",
  transition: "border-amber-300/70 bg-amber-950 text-amber-100",
  current: "border-emerald-400/70 bg-emerald-950 text-emerald-100",
  ending: "border-rose-400 bg-rose-700 text-white",
  completed: "border-border bg-secondary text-muted-foreground",
};

export type ClassRowClass = {
  className: string;
  startTime: string;
  endTime: string;
  startLabel: string;
  endLabel: string;
  durationLabel: string;
  teacherName?: string | null | undefined;
  roomNumber?: string | null | undefined;
};

type ClassRowProps = {
  entry: ClassRowClass;
  /** Today's timing; null on another day (no badge). */
  timing: ClassTiming | null;
  /** Today's Schedule: a roomy row with the class name as a heading, the current class marked as the time's. */
  prominent?: boolean;
  children?: ReactNode;
};

export function ClassRow({ entry, timing, prominent = false, children }: ClassRowProps) {
  const badge = timing && timingBadge(timing);
  const isCurrent = timing?.status === "current";
  const Name = prominent ? "h3" : "p";
  return (
    <li
      data-status={timing?.status}
      aria-current={prominent && isCurrent ? "time" : undefined}
      className={cn(
        "flex flex-col rounded-lg border sm:flex-row sm:items-start sm:justify-between",
        prominent ? "gap-3 p-4" : "gap-2 p-3",
        isCurrent ? "border-accent bg-secondary/60" : "border-border bg-background/40",
      )}
    >
      <div className="min-w-0">
        <Name className={cn("font-semibold break-words", timing?.status === "completed" && "text-muted-foreground")}>
          {entry.className}
        </Name>
        <p className="mt-1 text-sm">
          <time dateTime={entry.startTime}>{entry.startLabel}</time> –{" "}
          <time dateTime={entry.endTime}>{entry.endLabel}</time>
          <span className="text-muted-foreground">
            {" "}
            · <span className="sr-only">Duration: </span>
            {entry.durationLabel}
          </span>
        </p>
        {(entry.teacherName || entry.roomNumber) && (
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {entry.teacherName && (
              <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                <UserRound aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">Teacher: </span>
                {entry.teacherName}
              </span>
            )}
            {entry.roomNumber && (
              <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                <DoorOpen aria-hidden="true" className="size-4 shrink-0" />
                Room {entry.roomNumber}
              </span>
            )}
          </p>
        )}
        {children}
      </div>
      {badge && (
        <span
          data-tone={badge.tone}
          className={cn(
            "inline-flex shrink-0 items-center self-start rounded-full border px-3 py-1 text-xs font-semibold whitespace-nowrap",
            BADGE_STYLES[badge.tone],
          )}
        >
          {badge.spoken === badge.label ? (
            badge.label
          ) : (
            <>
              <span aria-hidden="true">{badge.label}</span>
              <span className="sr-only">{badge.spoken}</span>
            </>
          )}
        </span>
      )}
    </li>
  );
}
