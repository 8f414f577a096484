// Request targets that are not a plain path (issue 34, finding 13): an absolute-form target
// (`POST http://host/api/auth/x/../sign-in/./email HTTP/1.1`) was routed by what follows its host, while the path
// guard, the session hook and the origin check, which ask whether `request.url` starts with `/api`, let it by. Sent
// over a raw socket as an attacker writes them; fetch() and inject() would only ever send a path.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../raw-http";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const SCHEMES = ["http", "https", "HTTP", "ws"];
const HOSTS = ["localhost:3000", "127.0.0.1", "evil.example", "localhost", "[::1]:3000"];
// Paths that reach a route today: better-auth's endpoints, a signed-in route, the health check, a page.
const PATHS = ["/api/auth/sign-in/email", "/api/auth/get-session", "/api/accounts/me", "/api/health", "/", "/auth"];
// Ways to write a path again that a URL parser would undo; the bare path is one of them.
const SPELLINGS: ((path: string) => string)[] = [
  (path) => path,
  (path) => path.replace(/\/([^/]+)$/, "/./$1"),
  (path) => path.replace(/^\/api\//, "/api/x/../"),
  (path) => path.replace(/\/([^/]+)$/, "/%2e/$1"),
  (path) => `${path}?x=1`,
];

const absoluteForm = fc
  .tuple(
    fc.constantFrom(...SCHEMES),
    fc.constantFrom(...HOSTS),
    fc.constantFrom(...PATHS),
    fc.constantFrom(...SPELLINGS),
  )
  .map(([scheme, host, path, spell]) => `${scheme}://${host}${spell(path)}`);

const sent = (method: string, target: string) =>
  rawRequest(baseUrl, {
    method,
    path: target,
    headers: { origin: TEST_ORIGIN },
    body: method === "POST" ? { email: "reader@riverside.example", password: "Maple-Syrup-42" } : undefined,
  });

describe("a request target that is not a plain path", () => {
  it("is refused with 400 bad_path in absolute form, whatever its scheme, host and spelling", async () => {
    await fc.assert(
      fc.asyncProperty(absoluteForm, fc.constantFrom("GET", "POST", "HEAD", "OPTIONS"), async (target, method) => {
        const res = await sent(method, target);
        expect(res.status, `${method} ${target}: ${res.body}`).toBe(400);
        if (method !== "HEAD") expect(JSON.parse(res.body).error.code, target).toBe("bad_path");
      }),
      { numRuns: 60 },
    );
  });

  it("is refused in asterisk form, and in authority form by the HTTP parser itself", async () => {
    for (const method of ["OPTIONS", "GET", "POST"]) {
      const asterisk = await sent(method, "*");
      expect(asterisk.status, `${method} *`).toBe(400);
      expect(JSON.parse(asterisk.body).error.code).toBe("bad_path");
      expect((await sent(method, "localhost:3000")).status, `${method} localhost:3000`).toBe(400);
    }
  });

  it("still leaves a plain path alone", async () => {
    expect((await sent("GET", "/api/health")).status).toBe(200);
    expect((await sent("GET", "/api/health?probe=1")).status).toBe(200);
  });
});
