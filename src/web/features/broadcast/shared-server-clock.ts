// The tab's one ServerClock, measured when the first scoreboard opens, after every realtime reconnect, when the
// network comes back and every ten minutes (this machine's clock drifts a little over a long broadcast).
import { useEffect, useSyncExternalStore } from "react";
import { onRealtimeResync, realtimeClient } from "@/web/lib/shared-realtime-client";
import { getServerTime } from "./api/get-server-time";
import { ServerClock } from "./server-clock";

const RESYNC_EVERY_MS = 10 * 60_000;

export const serverClock = new ServerClock({ fetchServerTime: () => getServerTime() });

let users = 0;
let stopKeepingInSync: (() => void) | undefined;

function keepInSync(): () => void {
  void serverClock.sync();
  const timer = setInterval(() => void serverClock.sync(), RESYNC_EVERY_MS);
  const stopResync = onRealtimeResync(() => void serverClock.sync());
  const onOnline = () => {
    // Back from a network drop: reconnect now rather than at the next backoff step, and measure again.
    realtimeClient().wake();
    void serverClock.sync();
  };
  window.addEventListener("online", onOnline);
  return () => {
    clearInterval(timer);
    stopResync();
    window.removeEventListener("online", onOnline);
  };
}

let version = 0;
serverClock.subscribe(() => (version += 1));

/** Keeps the server clock in sync while a screen that shows a match clock is mounted; re-renders when it moves. */
export function useServerClock(): ServerClock {
  useEffect(() => {
    users += 1;
    if (users === 1) stopKeepingInSync = keepInSync();
    return () => {
      users -= 1;
      if (users === 0) stopKeepingInSync?.();
    };
  }, []);
  useSyncExternalStore(
    (notify) => serverClock.subscribe(notify),
    () => version,
    () => version,
  );
  return serverClock;
}
