// The Today's Schedule card: today's classes (the school's weekday) in start order, each with its teacher, room,
// 12-hour times, duration and live timing badge, refreshed every 30 seconds and whenever my entries change.
import { CalendarX2, type LucideIcon, RotateCw, TreePalm, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { toast } from "@/web/lib/toast";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import type { Weekday } from "@/domain/schedule/schedule-rules";
import type { ScheduledClass } from "@/domain/schedule/today-schedule";
import { formatMinute12h } from "@/domain/schedule/class-timing";
import { ClassRow } from "@/web/components/class-row";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { deviceTimeZone, formatCalendarDay } from "@/web/lib/format-date";
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
                  <ClassRow key={scheduled.id} entry={scheduled} timing={scheduled.timing} prominent>
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
