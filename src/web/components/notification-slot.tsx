// Where the notification banner goes: a place in the page's flow just below the site header. The banner is loaded
// once for every page (root-layout.tsx) and portals into the header of whichever page is showing, so it pushes the
// page down instead of lying over its controls (issue 36). It arrives once the page has settled; so that the page does
// not move down then, the slot keeps the banner's place from the first paint on a phone when the app already knows
// there is a notification to show (app/notification-place.ts), until the banner is there to fill it.
import { useEffect, useSyncExternalStore } from "react";

let slot: HTMLElement | null = null;
/** Whether the banner is on the page (it then fills the slot itself, or leaves it empty). */
let claimed = false;
/** Whether a page opened now would show the banner (set at start by the app); asked when a slot renders. */
let wouldShow: () => boolean = () => false;
let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the slots whether a page opened now would show the banner; call again (or `changed`) when that changes. */
export function reserveNotificationPlace(check: () => boolean): { changed: () => void } {
  wouldShow = check;
  notify();
  return { changed: notify };
}

/** The empty place below the site header that the banner fills, kept at the phone bar's height while it loads. */
export function NotificationSlot() {
  // Re-rendered on every change (0 while the banner is mounted). Rendering at build time or hydrating the
  // prerendered markup, which has no reserved place: 0 too.
  const change = useSyncExternalStore(
    subscribe,
    () => (claimed ? 0 : version),
    () => 0,
  );
  // The phone's collapsed banner: its bar (44 px) under a 12 px gap. On wider screens its card's height depends on
  // its text, so nothing is reserved there.
  const reserved = change > 0 && wouldShow();
  return <div ref={register} data-notification-slot="" className={reserved ? "min-h-14 sm:min-h-0" : undefined} />;
}

/** For the banner: while it is mounted it owns the slot, which reserves nothing more. */
export function useClaimNotificationSlot() {
  useEffect(() => {
    claimed = true;
    notify();
    return () => {
      claimed = false;
      notify();
    };
  }, []);
}

/** The current page's slot, or null on a page without a site header (the banner then shows nothing). */
export function useNotificationSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
