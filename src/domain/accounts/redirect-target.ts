// Where the app sends someone afterwards: a mailed link's `callbackURL`, a reset's `redirectTo`, better-auth's
// `errorCallbackURL` and `newUserCallbackURL`, the sign-in page's `?returnTo=`. One rule for the server and the
// browser, because a check that reads an address one way while the browser reads it another is the open redirect:
// `/.//evil.example` passed better-auth's check as a path, and its redirect resolved it to `//evil.example`.

/** Percent-encoded slashes and backslashes: a later decoding would turn them into a new host. */
const ENCODED_SEPARATOR = /%2f|%5c/i;
/**
 * A path of this site (`/…`, or `\…`, which browsers read as `/`) or a whole http(s) address; read as a browser
 * does, after the tabs and newlines it drops and the spaces and controls it trims in front. A relative target
 * (`3D/auth`, what a mail program's `=3D` leaves) would resolve against whatever page reads it: refused.
 */
const ABSOLUTE_TARGET = /^(?:[/\\]|https?:)/i;

/**
 * The path to send for `target` when it names a place on the origin of `base`, else null. The target is read as a
 * browser reads an address (tabs and newlines dropped, backslashes taken for slashes, dot segments and `%2e`
 * resolved) against `base` (an origin, or the address of the page it is read on); only one that stays on that
 * origin is kept, and the answer is its normalised path, query and fragment,
 * never the text as given. Refused too: a path that names a host when it is read again (`//host`), and one with an
 * encoded slash or backslash.
 */
export function sameOriginPath(target: string, base: string): string | null {
  // eslint-disable-next-line no-control-regex -- the characters a browser ignores in front of an address
  if (!ABSOLUTE_TARGET.test(target.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""))) return null;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(base).origin;
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname.startsWith("//") || ENCODED_SEPARATOR.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
