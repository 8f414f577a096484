import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { helmetHeaders, registerSecurityHeaders } from "./security-headers";

describe("helmetHeaders", () => {
  it("gives exactly the headers helmet's middleware sets, lower-cased", () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers).not.toHaveProperty("cross-origin-embedder-policy");
    expect(headers).not.toHaveProperty("x-powered-by");
  });

  it("refuses options helmet refuses, at start rather than on a request", () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'; script-src *"] } } }),
    ).toThrow(/default-src/);
  });
});

describe("every answer carries them", () => {
  it("on a route that throws, on a 404, and lets a route replace one of its own", async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    app.addHook("onRequest", async (request) => {
      if (request.url === "/refused") throw new Error("refused by a later hook");
    });
    app.get("/own-csp", async (_request, reply) =>
      reply.header("content-security-policy", "default-src 'none'").send("x"),
    );
    app.get("/refused", async () => "never");
    for (const url of ["/refused", "/missing"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.headers["x-request-id"]).toBeTruthy();
    }
    const own = await app.inject({ method: "GET", url: "/own-csp" });
    expect(own.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    await app.close();
  });
});

describe("the app's headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends the app's CSP on the API, on a refused request and on the docs' own CSP", async () => {
    const unauthorised = await t.app.inject({ method: "GET", url: "/api/schedule/today" });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(unauthorised.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(unauthorised.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(docs.headers["x-content-type-options"]).toBe("nosniff");
  });
});
