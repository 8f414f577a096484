// What a class's timing badge says and how it looks. The timing itself comes from src/domain/schedule; this only
// words it: the status name the specification uses, and how long until the start or the end.
import { type ClassTiming, formatDuration } from "@/domain/schedule/class-timing";

/** `ending` is a current class with 5 minutes or fewer left: its badge is red. */
export type BadgeTone = "upcoming" | "transition" | "current" | "ending" | "completed";

export type TimingBadge = {
  tone: BadgeTone;
  /** Short, as the badge shows it: "Upcoming · in 12m". */
  label: string;
  /** Spelled out for screen readers: "Upcoming, starts in 12 minutes". */
  spoken: string;
};

const minutes = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`;

/** The badge of a class, or null for an upcoming class more than 15 minutes away (it shows none yet). */
export function timingBadge(timing: ClassTiming): TimingBadge | null {
  switch (timing.status) {
    case "upcoming": {
      if (!timing.startsSoon || timing.minutesUntilStart === null) return null;
      const until = timing.minutesUntilStart;
      return {
        tone: "upcoming",
        label: `Upcoming · in ${formatDuration(until)}`,
        spoken: `Upcoming, starts in ${minutes(until)}`,
      };
    }
    case "transition": {
      const until = timing.minutesUntilStart ?? 0;
      return {
        tone: "transition",
        label: `Transition · in ${formatDuration(until)}`,
        spoken: `Transition, starts in ${minutes(until)}`,
      };
    }
    case "current": {
      const left = timing.minutesLeft ?? 0;
      return {
        tone: timing.endingSoon ? "ending" : "current",
        label: `Current · ${formatDuration(left)} left`,
        spoken: `Current, ${minutes(left)} left`,
      };
    }
    case "completed":
      return { tone: "completed", label: "Completed", spoken: "Completed" };
  }
}
