// Where `/auth` sends someone after signing in: back to the page that sent them there (`?returnTo=/path`), if that is
// a path of this app; anywhere else (another site, `//host`, a missing value) goes home.

/** The `/auth` address that signs in and then returns to `path`. */
export function authUrlReturningTo(path: string): string {
  return `/auth?${new URLSearchParams({ returnTo: path })}`;
}

// A stand-in for this site: the value is read as the browser reads an address (it drops tabs and newlines, takes
// backslashes for slashes, resolves dot segments), and only one that stays on this origin is kept.
const THIS_SITE = "https://this-site.invalid";
/** Percent-encoded slashes and backslashes: a later decoding would turn them into a new host. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return "/";
  }
  if (url.origin !== THIS_SITE || ENCODED_SEPARATOR.test(url.pathname)) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//host" resolves to "//host", which names another host when it is read again.
  if (path.startsWith("//") || url.pathname.toLowerCase().startsWith("/auth")) return "/";
  return path;
}
