// The match clock of the sports scoreboards. The server owns it: a row stores when the clock last started and how
// many whole seconds had run before that, never a ticking counter. Every screen computes the same `game_time` from
// those two facts and the server's time, so four browser sources never drift apart, a server restart loses nothing,
// and closing the control centre does not stop a running clock.

export type SportsClock = {
  /** When the clock last started (epoch milliseconds, the server's time); null while it is stopped. */
  startedAtMs: number | null;
  /** Whole seconds that had run before the last start (or in total, while stopped). */
  baseSeconds: number;
};

export const STOPPED_CLOCK: SportsClock = { startedAtMs: null, baseSeconds: 0 };

export function isRunning(clock: SportsClock): boolean {
  return clock.startedAtMs !== null;
}

/** The elapsed time in milliseconds at `nowMs`; a `nowMs` before the start (clock skew) counts as no time run. */
export function elapsedMs(clock: SportsClock, nowMs: number): number {
  const running = clock.startedAtMs === null ? 0 : Math.max(0, nowMs - clock.startedAtMs);
  return clock.baseSeconds * 1000 + running;
}

/** `game_time`: the whole seconds shown on the clock at `nowMs`. */
export function gameSeconds(clock: SportsClock, nowMs: number): number {
  return Math.floor(elapsedMs(clock, nowMs) / 1000);
}

/** Starts a stopped clock at `nowMs`; a running clock is left as it is, so a second start never speeds it up. */
export function startClock(clock: SportsClock, nowMs: number): SportsClock {
  if (isRunning(clock)) return clock;
  return { startedAtMs: nowMs, baseSeconds: clock.baseSeconds };
}

/**
 * Stops a running clock at `nowMs`, keeping the whole seconds shown at that moment (the part of a second that had
 * run is dropped, so the screens keep showing what they showed when the operator pressed pause). A stopped clock
 * is left as it is.
 */
export function pauseClock(clock: SportsClock, nowMs: number): SportsClock {
  if (!isRunning(clock)) return clock;
  return { startedAtMs: null, baseSeconds: gameSeconds(clock, nowMs) };
}

/** Sets the clock to run (`true`) or to stand (`false`) at `nowMs`; asking for the state it is in changes nothing. */
export function setClockRunning(clock: SportsClock, running: boolean, nowMs: number): SportsClock {
  return running ? startClock(clock, nowMs) : pauseClock(clock, nowMs);
}

/** Milliseconds from `nowMs` until the shown second changes; null while the clock stands. */
export function msUntilNextSecond(clock: SportsClock, nowMs: number): number | null {
  if (!isRunning(clock)) return null;
  return 1000 - (elapsedMs(clock, nowMs) % 1000);
}

/** "mm:ss" from a number of seconds: two digits each, zero-padded ("00:00", "09:05", "123:45" past 99 minutes). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}
