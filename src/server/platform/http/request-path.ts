// Refuses an /api request whose path is not in its plain form. Checks match paths exactly (the session hook's list
// of routes that read no session, better-auth's own endpoints), while routers and URL parsers normalise what they
// are given: `/api/auth/sign-in/./email` reached sign-in without being the path a check looked for. No client of
// ours sends such a path, so it is refused before any check or route sees it.
// A request target that is not a path at all is refused the same way, for every address, not only /api: Fastify
// routes an absolute-form target (`POST http://host/api/auth/x/../sign-in/./email`) by what follows the host, while
// `request.url` keeps the scheme and host, so every check that asks whether a request is for `/api` said no to it.
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

// Segments of letters, digits, `_` and `-` only: no dot, `%`, backslash or empty segment, so a URL parser leaves
// such a path as it is. Nearly every request is one; only the others pay for parsing a URL (a fifth of /api/health).
const SIMPLE_PATH = /^(?:\/[\w-]+)+\/?$/;

/** Whether the path (no query) is written as a URL parser would leave it: no dot segments, encodings or `//`. */
export function isPlainPath(path: string): boolean {
  if (SIMPLE_PATH.test(path)) return true;
  if (path.includes("\\") || path.includes("//") || /%(2e|2f|5c)/i.test(path)) return false;
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return false;
  try {
    return new URL(path, "http://localhost").pathname === path;
  } catch {
    return false;
  }
}

export function registerPathGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it awaits nothing, and every request would pay for a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const raw = request.raw.url ?? "";
    const query = raw.indexOf("?");
    // Origin-form only: absolute-form (`http://host/path`) and asterisk-form (`*`) targets are refused.
    if (!raw.startsWith("/") || (raw.startsWith("/api") && !isPlainPath(query === -1 ? raw : raw.slice(0, query)))) {
      return done(new AppError("bad_path", "This address is not valid.", 400));
    }
    done();
  });
}
