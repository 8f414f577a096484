// Refuses an /api request whose path is not in its plain form. Checks match paths exactly (the session hook's list
// of routes that read no session, better-auth's own endpoints), while routers and URL parsers normalise what they
// are given: `/api/auth/sign-in/./email` reached sign-in without being the path a check looked for. No client of
// ours sends such a path, so it is refused before any check or route sees it.
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/** Whether the path (no query) is written as a URL parser would leave it: no dot segments, encodings or `//`. */
export function isPlainPath(path: string): boolean {
  if (path.includes("\\") || path.includes("//") || /%(2e|2f|5c)/i.test(path)) return false;
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return false;
  try {
    return new URL(path, "http://localhost").pathname === path;
  } catch {
    return false;
  }
}

export function registerPathGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const raw = request.raw.url ?? "";
    if (!raw.startsWith("/api")) return;
    const query = raw.indexOf("?");
    if (!isPlainPath(query === -1 ? raw : raw.slice(0, query))) {
      throw new AppError("bad_path", "This address is not valid.", 400);
    }
  });
}
