// The current instant for the schedule, re-read every 30 seconds (the specification's refresh) and whenever the tab
// becomes visible again (browsers slow the timers of hidden tabs). One timer is shared by every component that
// shows the schedule, so the summary and the card always read the same minute.
import { useSyncExternalStore } from "react";
import { CLOCK_REFRESH_MS } from "@/domain/schedule/class-timing";

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function onVisibilityChange() {
  if (document.visibilityState === "visible") tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Nobody was following the clock: what `now` holds may be hours old.
    now = Date.now();
    timer = setInterval(tick, CLOCK_REFRESH_MS);
    document.addEventListener("visibilitychange", onVisibilityChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    }
  };
}

/** Milliseconds since the epoch, as of the last refresh. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
