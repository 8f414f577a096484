import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenBrowserIdle } from "@/web/lib/when-idle";

/** However busy the page stays, what waits for useIdle loads this long after it mounted. */
const LATEST_MS = 3000;

/** Whether the page's own content is on screen: every page has one h1 (the loading states have none). */
const pageShown = () => document.querySelector("h1") !== null;

/**
 * True once the page has settled: its heading on screen, none of its queries in flight and the browser idle (or 3 s
 * after mounting, at the latest). For what no page needs in order to show itself (the notification banner, the
 * toaster): on a phone's slow connection it would otherwise compete with the page's own code and data. The heading
 * matters where a page's content is a lazy view still downloading, with no query in flight meanwhile.
 */
export function useIdle(): boolean {
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Once idle, it stays so: no more watching every query of the app.
    if (idle) return;
    let cancel: (() => void) | undefined;
    const settle = () => {
      if (!pageShown() || queryClient.isFetching() > 0) {
        cancel?.();
        cancel = undefined;
      } else {
        cancel ??= whenBrowserIdle(() => setIdle(true));
      }
    };
    const stopWatching = queryClient.getQueryCache().subscribe(settle);
    // Until the heading shows, every change to the page may be it.
    const heading = new MutationObserver(() => {
      if (!pageShown()) return;
      heading.disconnect();
      settle();
    });
    if (!pageShown()) heading.observe(document.body, { childList: true, subtree: true });
    settle();
    const latest = window.setTimeout(() => setIdle(true), LATEST_MS);
    return () => {
      stopWatching();
      heading.disconnect();
      cancel?.();
      window.clearTimeout(latest);
    };
  }, [queryClient, idle]);
  return idle;
}
