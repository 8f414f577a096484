// Every redirect target a request can name, and every Location the server sends, held to one rule
// (src/domain/accounts/redirect-target.ts): resolved against PUBLIC_URL, on its origin, and sent as the normalised
// path. better-auth's own check took `/.//evil.example` for a path of this site, and its redirect then resolved it
// to `//evil.example`: a check of the text as given, and a use of it read another way.
import { APIError } from "better-auth/api";
import type { FastifyInstance } from "fastify";
import { sameOriginPath } from "../../../domain/accounts/redirect-target";

/** better-auth's fields that name where it sends someone afterwards, and the code it refuses each one with. */
const REDIRECT_FIELDS = {
  callbackURL: "INVALID_CALLBACK_URL",
  redirectTo: "INVALID_REDIRECT_URL",
  errorCallbackURL: "INVALID_ERROR_CALLBACK_URL",
  newUserCallbackURL: "INVALID_NEW_USER_CALLBACK_URL",
} as const;

export const OFF_SITE_REDIRECT_MESSAGE = "The address to go to afterwards must be a page of this site.";

/**
 * The redirect targets of a better-auth request's query or body, each replaced by its normalised path on `publicUrl`
 * (undefined when none changes). Throws 403, better-auth's own answer, for a target that leaves this site.
 */
export function targetsOnThisSite(input: unknown, publicUrl: string): Record<string, unknown> | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const fields = input as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  for (const [field, code] of Object.entries(REDIRECT_FIELDS)) {
    const target = fields[field];
    // better-auth reads an empty or missing target as none.
    if (target === undefined || target === null || target === "") continue;
    const path = typeof target === "string" ? sameOriginPath(target, publicUrl) : null;
    if (path === null) throw new APIError("FORBIDDEN", { code, message: OFF_SITE_REDIRECT_MESSAGE });
    if (path !== target) changed = { ...(changed ?? fields), [field]: path };
  }
  return changed;
}

/**
 * The backstop: any Location header, whoever set it, is sent as its normalised path on this site (read against the
 * request's own address, as the browser reads it), and one that would leave the site is logged and sent home instead.
 */
export function registerLocationCheck(app: FastifyInstance, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  // A callback hook: it awaits nothing, and every request would pay for a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const location = reply.getHeader("location");
    if (location === undefined) return done(null, payload);
    const path = typeof location === "string" ? sameOriginPath(location, `${origin}${request.url}`) : null;
    if (path === null) request.log.error({ location }, "refused to send a redirect away from this site");
    reply.header("location", path ?? "/");
    done(null, payload);
  });
}
