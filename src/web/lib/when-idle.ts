// Work that no page needs in order to show itself, run when the browser has nothing better to do.

/** Calls `then` when the browser is next idle (within a second); returns the function that cancels it. */
export function whenBrowserIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(then, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(then, 100);
  return () => window.clearTimeout(handle);
}
