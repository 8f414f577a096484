// The tab's one realtime client, shared by every screen, and how the app tells it who is signed in and what to
// refetch after a reconnect.
import { RealtimeClient } from "./realtime-client";
import type { Identity } from "./realtime-types";

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/api/realtime`;
}

let shared: RealtimeClient | undefined;
const appResyncHandlers = new Set<() => void>();
let appIdentity: Identity;
let appRecheckIdentity: (() => Promise<unknown>) | undefined;

/**
 * The app says who is signed in (the session's user id, null for nobody, undefined while unknown), and how to ask
 * the server again. The tab's socket follows: one of someone else is replaced, with its topics.
 */
export function setRealtimeIdentity(identity: Identity, recheck?: () => Promise<unknown>) {
  appIdentity = identity;
  if (recheck) appRecheckIdentity = recheck;
  shared?.setIdentity(identity);
}

/** Registers what the app does after a reconnect (refetch its queries), without opening a socket yet. */
export function onRealtimeResync(handler: () => void): () => void {
  appResyncHandlers.add(handler);
  return () => appResyncHandlers.delete(handler);
}

/** The tab's one client, opened the first time a screen follows a topic (the landing page opens none). */
export function realtimeClient(): RealtimeClient {
  if (!shared) {
    shared = new RealtimeClient({
      url: defaultUrl(),
      recheckIdentity: () => appRecheckIdentity?.() ?? Promise.resolve(),
    });
    shared.onResync(() => appResyncHandlers.forEach((handler) => handler()));
    shared.setIdentity(appIdentity);
    shared.start();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") shared?.wake();
    });
  }
  return shared;
}
