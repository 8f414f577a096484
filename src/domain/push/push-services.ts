// The browsers' push services: the only hosts the server sends pushes to (issue 34). A subscription names its push
// service's address, and the server POSTs there; any other host would let a student point the server at whatever
// it can reach.

/** Chrome and Edge on Android (FCM), Firefox (Mozilla's autopush), Edge on Windows (WNS), Safari (Apple). */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
] as const;

/**
 * Whether `hostname` (lower case, as `URL` reads it) is one of these hosts or a name under one: `web.push.apple.com`
 * is under `push.apple.com`, `fcm.googleapis.com.evil.example` and `evilfcm.googleapis.com` are under neither.
 */
export function isPushServiceHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}
