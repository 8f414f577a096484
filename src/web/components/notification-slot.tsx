// Where the notification banner goes: a place in the page's flow just below the site header. The banner is loaded
// once for every page (root-layout.tsx) and portals into the header of whichever page is showing, so it pushes the
// page down instead of lying over its controls (issue 36).
import { useSyncExternalStore } from "react";

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function register(element: HTMLElement | null) {
  if (!element) return;
  slot = element;
  notify();
  // While one page replaces another both headers exist for a moment: only the current slot's removal clears it.
  return () => {
    if (slot !== element) return;
    slot = null;
    notify();
  };
}

/** The empty place below the site header that the banner fills. */
export function NotificationSlot() {
  return <div ref={register} data-notification-slot="" />;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current page's slot, or null on a page without a site header (the banner then shows nothing). */
export function useNotificationSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
