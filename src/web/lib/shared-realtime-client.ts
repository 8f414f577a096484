// The tab's one realtime client, shared by every screen, and how the app tells it who is signed in and what to
// refetch after a reconnect.
import { onlineManager } from "@tanstack/react-query";
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
    // With no network the socket is closed and not retried (the Live dot says Offline rather than counting down its
    // backoff, and a socket the browser keeps open would say Live): a socket that died with the signal often looks
    // open for minutes. It connects again the moment the browser says the network is back, and the app refetches.
    const followNetwork = (online: boolean) => (online ? shared?.start() : shared?.stop());
    onlineManager.subscribe(followNetwork);
    followNetwork(onlineManager.isOnline());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") shared?.wake();
    });
  }
  return shared;
}
