// The seconds a match clock shows, recomputed exactly when the shown second changes (not on a 1-second interval
// that would drift against the server's clock), so every screen turns the second at the same moment.
import { useEffect, useState } from "react";
import { gameSeconds, msUntilNextSecond } from "@/domain/broadcast/sports-clock";
import { clockOf, type SportsMatch } from "@/domain/broadcast/sports-schemas";
import { useServerClock } from "./shared-server-clock";

// Wake a little after the boundary, never just before it (a timer that fires early would show the old second).
const AFTER_BOUNDARY_MS = 4;

export function useGameSeconds(match: Pick<SportsMatch, "clockStartedAt" | "clockBaseSeconds">): number {
  const clock = useServerClock();
  const { clockStartedAt, clockBaseSeconds } = match;
  const [, setTick] = useState(0);

  useEffect(() => {
    const state = clockOf({ clockStartedAt, clockBaseSeconds });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const wait = msUntilNextSecond(state, clock.now());
      if (wait === null) return;
      timer = setTimeout(() => {
        setTick((n) => n + 1);
        schedule();
      }, wait + AFTER_BOUNDARY_MS);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [clock, clockStartedAt, clockBaseSeconds]);

  return gameSeconds(clockOf({ clockStartedAt, clockBaseSeconds }), clock.now());
}
