// Where `/auth` sends someone after signing in: back to the page that sent them there (`?returnTo=/path`), if that is
// a path of this app; anywhere else (another site, `//host`, a missing value) goes home.

/** The `/auth` address that signs in and then returns to `path`. */
export function authUrlReturningTo(path: string): string {
  return `/auth?${new URLSearchParams({ returnTo: path })}`;
}

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.startsWith("/auth")) return "/";
  return value;
}
