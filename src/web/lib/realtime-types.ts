// What the realtime client and the code using it share: the events, the connection's states and who a socket
// belongs to.

export type RealtimeEvent = { topic: string; event: string; data: unknown };
/**
 * "open" only while the socket is up and every topic asked for is followed; "connecting" while the first socket or a
 * topic is on its way; "reconnecting" while the client tries again after losing its socket (or failing to open one);
 * "offline" while it is stopped, as it is while the device has no network; "refused" when the server refused a topic
 * the page follows (even after checking who is signed in).
 */
export type ConnectionState = "connecting" | "open" | "reconnecting" | "offline" | "refused";
/** Who a socket belongs to: a user id, null for a signed-out visitor, undefined while unknown. */
export type Identity = string | null | undefined;

export type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type RealtimeClientOptions = {
  url: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Asks the app who is signed in now, before a refused topic is asked for again (see setIdentity). */
  recheckIdentity?: () => Promise<unknown>;
  /** Where a topic the server refused twice is reported (the browser's console by default). */
  logRefusal?: (topic: string, code: string) => void;
};
