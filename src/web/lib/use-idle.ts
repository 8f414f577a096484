import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenBrowserIdle } from "@/web/lib/when-idle";

/** However busy the page stays, what waits for useIdle loads this long after it mounted. */
const LATEST_MS = 3000;

/**
 * True once the page has settled: none of its queries in flight and the browser idle (or 3 s after mounting, at the
 * latest). For what no page needs in order to show itself (the notification banner, the toaster): on a phone's slow
 * connection it would otherwise compete with the page's own code and data.
 */
export function useIdle(): boolean {
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Once idle, it stays so: no more watching every query of the app.
    if (idle) return;
    let cancel: (() => void) | undefined;
    const settle = () => {
      if (queryClient.isFetching() > 0) {
        cancel?.();
        cancel = undefined;
      } else {
        cancel ??= whenBrowserIdle(() => setIdle(true));
      }
    };
    const stopWatching = queryClient.getQueryCache().subscribe(settle);
    settle();
    const latest = window.setTimeout(() => setIdle(true), LATEST_MS);
    return () => {
      stopWatching();
      cancel?.();
      window.clearTimeout(latest);
    };
  }, [queryClient, idle]);
  return idle;
}
