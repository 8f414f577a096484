// What this browser can do about push, in the words the settings show: supported, not at all, blocked by the
// person, or an iPhone/iPad page outside the home-screen app (Safari offers push only there).

export type PushSupport = "supported" | "unsupported" | "denied" | "ios-needs-home-screen";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const isIos = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (isIos && !standalone) return "ios-needs-home-screen";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  if (Notification.permission === "denied") return "denied";
  return "supported";
}

// Installing the worker precaches the app: on a slow phone that can take a while.
const READY_TIMEOUT_MS = 30_000;

/**
 * The service worker's registration, which holds the push subscription. main.tsx registers the worker once the
 * page is idle; a tap before then registers it now (the same call, which the browser does once).
 */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration()))
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("The app's service worker is not running")), READY_TIMEOUT_MS),
  );
  return Promise.race([ready, late]);
}

/** This browser's push subscription, if it has one and a service worker is registered. */
export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}
