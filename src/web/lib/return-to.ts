// Where `/auth` sends someone after signing in: back to the page that sent them there (`?returnTo=/path`), if that is
// a path of this app; anywhere else (another site, `//host`, a missing value) goes home.
import { sameOriginPath } from "@/domain/accounts/redirect-target";

/** The `/auth` address that signs in and then returns to `path`. */
export function authUrlReturningTo(path: string): string {
  return `/auth?${new URLSearchParams({ returnTo: path })}`;
}

// A stand-in for this site: the value must be a path, so a full address (even of this site) goes home.
const THIS_SITE = "https://this-site.invalid";

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/")) return "/";
  // The rule the server holds better-auth's callbacks to (src/domain/accounts/redirect-target.ts).
  const path = sameOriginPath(value, THIS_SITE);
  if (path === null || path.toLowerCase().startsWith("/auth")) return "/";
  return path;
}
