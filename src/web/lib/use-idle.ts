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

/**
 * True from just after the component's first paint: for a page's sections below the fold, whose code then loads
 * while the visitor already reads the top of the page (a timer set in an animation frame fires after that frame).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * How many of `count` parts of a page to render: one at first, then one more in each task after the last was painted.
 * For a long list of sections whose first render, all at once, would hold a phone's main thread for too long (taps
 * wait for it): the sections render in turns, and the page can answer between them.
 */
export function useInTurns(count: number): number {
  const [shown, setShown] = useState(Math.min(1, count));
  useEffect(() => {
    if (shown >= count) return;
    const timer = window.setTimeout(() => setShown((n) => Math.min(n + 1, count)), 0);
    return () => window.clearTimeout(timer);
  }, [shown, count]);
  return shown;
}
