import { useEffect, useState } from "react";

/** True once the browser is idle after the first paint: for what no page needs in order to show itself. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 100);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
