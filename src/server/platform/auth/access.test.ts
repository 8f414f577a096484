import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { describe, expect, it } from "vitest";
import { accessPlugin, requireDeclaredAccess } from "./access";
import { handleError } from "../http/errors";

/** A server with the access check and a stand-in for the session hook: `x-test-user` names the caller's role. */
async function serverWith(register: (scope: FastifyInstance) => void) {
  const app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(
    fp(
      async (scope) => {
        scope.decorateRequest("auth", null);
        scope.addHook("onRequest", async (request) => {
          const role = request.headers["x-test-user"];
          if (role === "student" || role === "admin") {
            request.auth = { sessionId: "s", user: { id: `u-${role}`, role } as never };
          }
        });
      },
      { name: "session" },
    ),
  );
  await app.register(accessPlugin);
  await app.register(async (scope) => {
    scope.addHook("onRoute", requireDeclaredAccess);
    register(scope);
  });
  return app;
}

describe("access declared on the route", () => {
  it("refuses to start with a route that does not say who may call it", async () => {
    await expect(serverWith((scope) => scope.get("/undeclared", async () => ({})))).rejects.toThrow(
      "GET /undeclared does not declare its access",
    );
  });

  it("answers each caller as the route's access says, before the body is read", async () => {
    let bodiesRead = 0;
    const app = await serverWith((scope) => {
      scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
        bodiesRead += 1;
        done(null, body);
      });
      for (const access of ["public", "signed-in", "admin"] as const) {
        scope.post(`/${access}`, { config: { access } }, async (request) => ({
          who: access === "public" ? (request.auth?.user.id ?? null) : request.user.id,
        }));
      }
    });
    const call = (path: string, role?: string) =>
      app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "text/plain", ...(role ? { "x-test-user": role } : {}) },
        payload: "hello",
      });
    const statuses = async (path: string) =>
      Promise.all([call(path), call(path, "student"), call(path, "admin")].map(async (r) => (await r).statusCode));

    expect(await statuses("/public")).toEqual([200, 200, 200]);
    expect(await statuses("/signed-in")).toEqual([401, 200, 200]);
    expect(await statuses("/admin")).toEqual([401, 403, 200]);
    expect((await call("/admin", "admin")).json()).toEqual({ who: "u-admin" });
    // 3 requests refused: none of their bodies was parsed; 7 answered: each was.
    expect(bodiesRead).toBe(7);
    await app.close();
  });
});
