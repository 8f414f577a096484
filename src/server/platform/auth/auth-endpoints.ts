// Which of better-auth's endpoints the product uses over HTTP, under /api/auth. better-auth mounts many more (verify a
// password, update the user, delete the user, link accounts...); each one is another door to guard, and
// verify-password was one: a password check that no limit counted. So every endpoint not named here answers 404
// (auth-hooks.ts, keyed on the path better-auth runs), whatever better-auth adds in a later version.

/**
 * better-auth's paths (relative to /api/auth, as better-auth names them: `ctx.path`) that the web app, the mailed
 * links and the iOS app use. The API documentation reads this list.
 */
export const PRODUCT_AUTH_PATHS = [
  "/sign-in/email",
  "/sign-out",
  "/get-session",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  // The account page's "Sign out all other devices".
  "/revoke-other-sessions",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
  // The mailed reset link: it checks the token and sends the browser on to the reset form.
  "/reset-password/:token",
  "/verify-email",
  "/send-verification-email",
] as const;

const PRODUCT_PATHS: ReadonlySet<string> = new Set(PRODUCT_AUTH_PATHS);

/** Whether the product uses better-auth's endpoint `path` (its `ctx.path`) over HTTP. */
export const isProductAuthPath = (path: string) => PRODUCT_PATHS.has(path);
