// A friend's week in the style of Today's Schedule (class, teacher, times, timing badge for today, room only if
// they show rooms), and the periods today when we are both free. Shown only while they share with me: any refusal
// from the server (sharing turned off, friendship ended, school switch) makes it vanish.
import { CalendarX2, Coffee, DoorOpen, EyeOff, UserRound, X } from "lucide-react";
import type { SharedEntry } from "@/domain/friends/friends-schemas";
import {
  type ClassTiming,
  durationMinutes,
  formatDuration,
  formatTime12h,
  timingBetween,
  minuteOfDay,
} from "@/domain/schedule/class-timing";
import type { Weekday } from "@/domain/schedule/schedule-rules";
import { WEEKDAYS } from "@/domain/schedule/schedule-rules";
import { classesOn } from "@/domain/schedule/today-schedule";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { useFreeTogether } from "./api/get-free-together";
import { useFriendSchedule } from "./api/get-friend-schedule";
import { useSchoolClock } from "./use-school-minute";

export function FriendWeek({
  friendId,
  friendName,
  onClose,
}: {
  friendId: string;
  friendName: string;
  onClose: () => void;
}) {
  const schedule = useFriendSchedule(friendId);
  const clock = useSchoolClock(schedule.data?.timeZone);
  const titleId = `friend-week-${friendId}`;
  // A failed refetch keeps the last data in the cache: never show it, the refusal is the answer.
  const shared = schedule.isError ? null : schedule.data;

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-lg border border-border bg-background/40 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold break-words">
          {friendName}'s week
        </h3>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={`Close ${friendName}'s week`}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {schedule.isPending && <p className="mt-3 text-sm text-muted-foreground">Loading {friendName}'s week…</p>}
      {schedule.isError && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <EyeOff aria-hidden="true" className="size-4" />
          {friendName} is not sharing their schedule with you.
        </p>
      )}
      {shared && clock && (
        <>
          <FreeTogether friendId={friendId} friendName={friendName} />
          {shared.entries.length === 0 ? (
            <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <CalendarX2 aria-hidden="true" className="size-4" />
              {friendName} has no classes yet.
            </p>
          ) : (
            <div className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {weekOrderFrom(clock.weekday).map((day) => {
                const classes = classesOn(shared.entries, day);
                if (!classes.length) return null;
                const isToday = day === clock.weekday;
                return (
                  <div key={day}>
                    <h4 className="text-sm font-semibold tracking-wide text-accent uppercase">
                      {day}
                      {isToday && " · Today"}
                    </h4>
                    <ol className="mt-2 flex flex-col gap-2">
                      {classes.map((entry) => (
                        <SharedClassRow
                          key={entry.id}
                          entry={entry}
                          timing={
                            isToday
                              ? timingBetween(
                                  minuteOfDay(entry.startTime),
                                  minuteOfDay(entry.endTime),
                                  clock.minuteOfDay,
                                )
                              : null
                          }
                        />
                      ))}
                    </ol>
                  </div>
                );
              })}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** Today first, then the rest of the week in order, wrapping around. */
function weekOrderFrom(today: Weekday): Weekday[] {
  const i = WEEKDAYS.indexOf(today);
  return [...WEEKDAYS.slice(i), ...WEEKDAYS.slice(0, i)];
}

const BADGE_STYLES = {
  upcoming: "border-sky-400/60 bg-sky-950 text-sky-100",
  transition: "border-amber-300/70 bg-amber-950 text-amber-100",
  current: "border-emerald-400/70 bg-emerald-950 text-emerald-100",
  ending: "border-rose-400 bg-rose-700 text-white",
  completed: "border-border bg-secondary text-muted-foreground",
} as const;

function badgeOf(timing: ClassTiming): { label: string; tone: keyof typeof BADGE_STYLES } | null {
  if (timing.status === "upcoming") {
    return timing.startsSoon
      ? { label: `Upcoming · in ${formatDuration(timing.minutesUntilStart ?? 0)}`, tone: "upcoming" }
      : null;
  }
  if (timing.status === "transition") {
    return { label: `Transition · in ${formatDuration(timing.minutesUntilStart ?? 0)}`, tone: "transition" };
  }
  if (timing.status === "current") {
    return {
      label: `Current · ${formatDuration(timing.minutesLeft ?? 0)} left`,
      tone: timing.endingSoon ? "ending" : "current",
    };
  }
  return { label: "Completed", tone: "completed" };
}

function SharedClassRow({ entry, timing }: { entry: SharedEntry; timing: ClassTiming | null }) {
  const badge = timing && badgeOf(timing);
  return (
    <li
      data-status={timing?.status}
      className={cn(
        "flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between",
        timing?.status === "current" ? "border-accent bg-secondary/60" : "border-border bg-background/40",
      )}
    >
      <div className="min-w-0">
        <p className={cn("font-semibold break-words", timing?.status === "completed" && "text-muted-foreground")}>
          {entry.className}
        </p>
        <p className="mt-1 text-sm">
          <time dateTime={entry.startTime}>{formatTime12h(entry.startTime)}</time> –{" "}
          <time dateTime={entry.endTime}>{formatTime12h(entry.endTime)}</time>
          <span className="text-muted-foreground">
            {" "}
            · <span className="sr-only">Duration: </span>
            {formatDuration(durationMinutes(entry))}
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
      </div>
      {badge && (
        <span
          className={cn(
            "inline-flex shrink-0 items-center self-start rounded-full border px-3 py-1 text-xs font-semibold whitespace-nowrap",
            BADGE_STYLES[badge.tone],
          )}
        >
          {badge.label}
        </span>
      )}
    </li>
  );
}

function FreeTogether({ friendId, friendName }: { friendId: string; friendName: string }) {
  const free = useFreeTogether(friendId);
  const data = free.isError ? null : free.data;
  return (
    <div className="mt-3 rounded-lg border border-emerald-400/40 bg-emerald-950/30 p-3">
      <h4 className="flex items-center gap-2 font-semibold">
        <Coffee aria-hidden="true" className="size-4 text-emerald-300" />
        Free together today
      </h4>
      {data &&
        (data.periods.length === 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {data.isWeekend
              ? "It's the weekend: no school today."
              : `No free period today when you and ${friendName} are both free between classes.`}
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.periods.map((p) => (
              <li key={p.startTime} className="rounded-full border border-emerald-400/50 px-3 py-1 text-sm">
                <time dateTime={p.startTime}>{p.startLabel}</time> – <time dateTime={p.endTime}>{p.endLabel}</time>
                <span className="text-muted-foreground"> · {p.durationLabel}</span>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
