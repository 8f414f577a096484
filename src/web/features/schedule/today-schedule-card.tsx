// The Today's Schedule card: today's classes (the school's weekday) in start order, each with its teacher, room,
// 12-hour times, duration and live timing badge, refreshed every 30 seconds and whenever my entries change.
import { CalendarX2, DoorOpen, type LucideIcon, RotateCw, TreePalm, TriangleAlert, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { toast } from "@/web/lib/toast";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import type { Weekday } from "@/domain/schedule/schedule-rules";
import type { ScheduledClass } from "@/domain/schedule/today-schedule";
import { formatMinute12h } from "@/domain/schedule/class-timing";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { deviceTimeZone, formatCalendarDay } from "@/web/lib/format-date";
import { type BadgeTone, timingBadge } from "./timing-badge";
import { useLiveSchedule } from "./use-live-schedule";
import { TODAY_SCHEDULE_ID } from "./today-schedule-id";
import { useTodaySchedule } from "./use-today-schedule";

export function TodayScheduleCard({
  userId,
  classExtra,
}: {
  userId: string;
  /** Extra content under a class (another feature's, composed by the dashboard: friends in this class). */
  classExtra?: (scheduled: ScheduledClass<ScheduleEntry>, weekday: Weekday) => ReactNode;
}) {
  useLiveSchedule(userId);
  const schedule = useTodaySchedule();
  const errorMessage = schedule.state === "error" ? schedule.message : null;

  // The dashboard paints this card a moment after its top: an address that names it (the summary's "See today's
  // schedule", tapped early, or a link) found nothing to scroll to yet, so the card brings itself into view.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${TODAY_SCHEDULE_ID}`) section.current?.scrollIntoView();
  }, []);

  // The specification's load failure: a destructive toast with the server's message (and the card says it too).
  useEffect(() => {
    if (errorMessage !== null) toast.error("Error loading schedule", { description: errorMessage });
  }, [errorMessage]);

  return (
    <section
      ref={section}
      id={TODAY_SCHEDULE_ID}
      aria-labelledby={`${TODAY_SCHEDULE_ID}-title`}
      className="mt-8 scroll-mt-6"
    >
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={`${TODAY_SCHEDULE_ID}-title`}>Today's Schedule</h2>
          </CardTitle>
          {schedule.state === "ready" ? (
            <CardDescription>
              {formatCalendarDay(schedule.today.date)}
              {schedule.today.timeZone !== deviceTimeZone() &&
                `. It's ${formatMinute12h(schedule.today.minuteOfDay)} at school: times are in the school's time ` +
                  `zone (${schedule.today.timeZone}).`}
            </CardDescription>
          ) : (
            <CardDescription>Your classes for today, with live timing.</CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {schedule.state === "loading" && <LoadingRows />}
          {schedule.state === "error" && (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-rose-500/60 p-4">
              <p className="flex items-center gap-2 font-semibold text-rose-200">
                <TriangleAlert aria-hidden="true" className="size-5" />
                Error loading schedule
              </p>
              <p className="text-sm text-muted-foreground">{schedule.message}</p>
              <Button variant="outline" size="sm" onClick={schedule.retry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </div>
          )}
          {schedule.state === "ready" &&
            (schedule.today.classes.length === 0 ? (
              schedule.today.isWeekend ? (
                <EmptyState Icon={TreePalm} title="It's the weekend!">
                  No classes today. Relax, recharge and enjoy your time off.
                </EmptyState>
              ) : (
                <EmptyState Icon={CalendarX2} title="No classes scheduled for today">
                  Create your schedule in the iOS app and your classes will show up here.
                </EmptyState>
              )
            ) : (
              <ol className="flex flex-col gap-3">
                {schedule.today.classes.map((scheduled) => (
                  <ClassRow key={scheduled.id} scheduled={scheduled}>
                    {classExtra?.(scheduled, schedule.today.weekday)}
                  </ClassRow>
                ))}
              </ol>
            ))}
        </CardContent>
      </Card>
    </section>
  );
}

const BADGE_STYLES: Record<BadgeTone, string> = {
  upcoming: "border-sky-400/60 bg-sky-950 text-sky-100",
  transition: "border-amber-300/70 bg-amber-950 text-amber-100",
  current: "border-emerald-400/70 bg-emerald-950 text-emerald-100",
  ending: "border-rose-400 bg-rose-700 text-white",
  completed: "border-border bg-secondary text-muted-foreground",
};

function ClassRow({ scheduled, children }: { scheduled: ScheduledClass<ScheduleEntry>; children?: ReactNode }) {
  const { timing } = scheduled;
  const badge = timingBadge(timing);
  const isCurrent = timing.status === "current";
  return (
    <li
      data-status={timing.status}
      aria-current={isCurrent ? "time" : undefined}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between",
        isCurrent ? "border-accent bg-secondary/60" : "border-border bg-background/40",
      )}
    >
      <div className="min-w-0">
        <h3 className={cn("font-semibold break-words", timing.status === "completed" && "text-muted-foreground")}>
          {scheduled.className}
        </h3>
        <p className="mt-1 text-sm">
          <time dateTime={scheduled.startTime}>{scheduled.startLabel}</time> –{" "}
          <time dateTime={scheduled.endTime}>{scheduled.endLabel}</time>
          <span className="text-muted-foreground">
            {" "}
            · <span className="sr-only">Duration: </span>
            {scheduled.durationLabel}
          </span>
        </p>
        {(scheduled.teacherName || scheduled.roomNumber) && (
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {scheduled.teacherName && (
              <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                <UserRound aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">Teacher: </span>
                {scheduled.teacherName}
              </span>
            )}
            {scheduled.roomNumber && (
              <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                <DoorOpen aria-hidden="true" className="size-4 shrink-0" />
                Room {scheduled.roomNumber}
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

function EmptyState({ Icon, title, children }: { Icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
      <Icon aria-hidden="true" className="size-8 text-accent" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function LoadingRows() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your schedule…</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-20 rounded-lg bg-secondary/60 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}
