// The dashboard's Schedule card content: how many classes today, the first two with their start time, '+N more',
// and a link down to the Today's Schedule card. It reads the same data and clock as the card.
import { ArrowDown } from "lucide-react";
import { summarizeToday } from "./summarize-today";
import { TODAY_SCHEDULE_ID } from "./today-schedule-id";
import { useTodaySchedule } from "./use-today-schedule";

/**
 * The height of the tallest summary (the count, two classes, '+N more' and the link, 44 px tall on a phone, 24
 * elsewhere): every state keeps it, so the cards under this one (stacked on a phone) do not jump down when the
 * schedule arrives.
 */
const SUMMARY_HEIGHT = "min-h-[10.75rem] sm:min-h-[9.5rem]";

export function ScheduleSummary() {
  const schedule = useTodaySchedule();
  if (schedule.state === "loading") {
    return (
      <p role="status" className={`${SUMMARY_HEIGHT} text-muted-foreground`}>
        Loading today's classes…
      </p>
    );
  }
  // The card below shows the error and the server's message; the summary stays short.
  if (schedule.state === "error") {
    return <p className={`${SUMMARY_HEIGHT} text-muted-foreground`}>Error loading schedule</p>;
  }

  const summary = summarizeToday(schedule.today.classes);
  return (
    <div className={`${SUMMARY_HEIGHT} flex flex-col gap-3`}>
      <p className="text-2xl font-bold">{summary.countLabel}</p>
      {summary.count > 0 && (
        <ul className="flex flex-col gap-1.5 text-sm">
          {summary.first.map((scheduled) => (
            <li key={scheduled.id} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate">{scheduled.className}</span>
              <time dateTime={scheduled.startTime} className="shrink-0 text-muted-foreground">
                {scheduled.startLabel}
              </time>
            </li>
          ))}
          {summary.moreLabel && <li className="text-muted-foreground">{summary.moreLabel}</li>}
        </ul>
      )}
      <a
        href={`#${TODAY_SCHEDULE_ID}`}
        className="inline-flex items-center gap-1.5 text-sm text-accent hover:underline min-h-6 max-sm:min-h-11"
      >
        <ArrowDown aria-hidden="true" className="size-4" />
        See today's schedule
      </a>
    </div>
  );
}
