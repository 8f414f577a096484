// A friend's week in the style of Today's Schedule (class, teacher, times, timing badge for today, room only if
// they show rooms), and the periods today when we are both free. Shown only while they share with me: any refusal
// from the server (sharing turned off, friendship ended, school switch) makes it vanish.
import { CalendarX2, Coffee, EyeOff, X } from "lucide-react";
import type { Weekday } from "@/domain/schedule/schedule-rules";
import { WEEKDAYS } from "@/domain/schedule/schedule-rules";
import { classesOn, scheduledClass } from "@/domain/schedule/today-schedule";
import { ClassRow } from "@/web/components/class-row";
import { Button } from "@/web/components/ui/button";
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
                      {classes.map((entry) => {
                        const scheduled = scheduledClass(entry, clock.minuteOfDay);
                        return <ClassRow key={entry.id} entry={scheduled} timing={isToday ? scheduled.timing : null} />;
                      })}
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
