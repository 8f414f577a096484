// Where a mailed link sends its reader afterwards (`callbackURL`, `redirectTo`, better-auth's other targets) and
// every Location the server sends are held to one rule (src/domain/accounts/redirect-target.ts, redirects.ts):
// resolved against PUBLIC_URL, on its origin, sent as the normalised path. Issue 34, finding 2: the open redirect
// came back as `/.//evil.example`, which better-auth's check took for a path and its redirect made `//evil.example`.
import Fastify from "fastify";
import { UNUSABLE_CONFIRMATION_LINK, UNUSABLE_RESET_LINK } from "./auth-routes";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonHeaders, lastLinkTo, nextRemoteAddress, PASSWORD, signUp } from "../../testing/accounts";
import { rawRequest } from "../../testing/raw-http";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { registerLocationCheck } from "../http/redirects";

const HOSTILE = [
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
];
// Each passed better-auth's own check as a path of this site, and came back as `//evil.example` (finding 2).
const REPORTED = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/a/..//evil.example"];

let t: TestApp;
let baseUrl: string;
let count = 0;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const ask = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: jsonHeaders, remoteAddress: nextRemoteAddress(), payload });
const someone = () => `reader${(count += 1)}@riverside.example`;
/** The mailed links' GET endpoints that redirect, with the target as an attacker writes it into the link. */
const redirectingLinks = (target: string) => [
  `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`,
  `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(target)}`,
];

/** A Location the browser follows to this site, written as the path that it resolves to (nothing left to resolve). */
function expectOnThisSite(location: string, what: string) {
  expect(location.startsWith("/") && !location.startsWith("//"), `${what}: ${location}`).toBe(true);
  const url = new URL(location, TEST_ORIGIN);
  expect(url.origin, `${what}: ${location}`).toBe(TEST_ORIGIN);
  expect(`${url.pathname}${url.search}${url.hash}`, `${what}: ${location} is not normalised`).toBe(location);
  expect(/%2f|%5c/i.test(url.pathname), `${what}: ${location} hides a separator`).toBe(false);
}

/** Sends each redirecting link for `target` over a raw socket; every answer is below 500 and stays on this site. */
async function expectEveryLocationOnThisSite(target: string) {
  for (const path of redirectingLinks(target)) {
    const res = await rawRequest(baseUrl, { path });
    const what = `GET ${path} (${res.status})`;
    expect(res.status, what).toBeLessThan(500);
    if (res.headers.location !== undefined) expectOnThisSite(res.headers.location, what);
  }
}

describe("the address a mailed link leads to afterwards", () => {
  it.each(HOSTILE)("is refused when it leaves this site: %j", async (target) => {
    const verification = await ask("/api/auth/send-verification-email", { email: someone(), callbackURL: target });
    expect(verification.statusCode, verification.body).toBe(403);
    const reset = await ask("/api/auth/request-password-reset", { email: someone(), redirectTo: target });
    expect(reset.statusCode, reset.body).toBe(403);
  });

  it.each(REPORTED)("is refused when it resolves to another host: %j", async (target) => {
    const verification = await ask("/api/auth/send-verification-email", { email: someone(), callbackURL: target });
    expect(verification.statusCode, verification.body).toBe(403);
    expect(verification.json().error.code).toBe("invalid_callback_url");
    const reset = await ask("/api/auth/request-password-reset", { email: someone(), redirectTo: target });
    expect(reset.statusCode, reset.body).toBe(403);
    for (const path of redirectingLinks(target)) {
      const res = await rawRequest(baseUrl, { path });
      // A mailed link is opened in a browser: it leads to the page that explains, on this site, never elsewhere.
      expect(res.status, path).toBe(302);
      expect(res.headers.location, path).toBe(
        path.startsWith("/api/auth/verify-email") ? UNUSABLE_CONFIRMATION_LINK : UNUSABLE_RESET_LINK,
      );
    }
  });

  it("is taken when it is a path of this app", async () => {
    const callbackURL = "/auth?mode=signin&confirmed=1";
    expect((await ask("/api/auth/send-verification-email", { email: someone(), callbackURL })).statusCode).toBe(200);
    const redirectTo = "/auth?mode=reset";
    expect((await ask("/api/auth/request-password-reset", { email: someone(), redirectTo })).statusCode).toBe(200);
  });

  it("is mailed, and then sent, as the normalised path", async () => {
    const email = someone();
    await signUp(t, { email, password: PASSWORD });
    const res = await ask("/api/auth/send-verification-email", { email, callbackURL: "/x/../auth/./?mode=signin" });
    expect(res.statusCode, res.body).toBe(200);
    const link = await lastLinkTo(t, email);
    expect(new URL(link, TEST_ORIGIN).searchParams.get("callbackURL")).toBe("/auth/?mode=signin");
    const confirmed = await rawRequest(baseUrl, { path: link });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe("/auth/?mode=signin");
  });

  it("never makes a Location that leaves this site, whatever spelling of a path the link carries", async () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      "\t",
      "\n",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%5c",
      "%09",
      "@",
      ":",
      "a",
      "evil.example",
      "?x=/",
      "#/",
    );
    const prefix = fc.constantFrom("", "/", "/.", "/..", `${TEST_ORIGIN}/`, "http:", "https://evil.example");
    const target = fc.tuple(prefix, fc.array(pieces, { maxLength: 8 })).map(([p, parts]) => p + parts.join(""));
    await fc.assert(fc.asyncProperty(target, expectEveryLocationOnThisSite), {
      numRuns: 150,
      examples: REPORTED.map((reported) => [reported]),
    });
  }, 120_000);
});

describe("the Location check behind every answer", () => {
  it("sends a Location that leaves this site home, and any other as its normalised path", async () => {
    const app = Fastify();
    registerLocationCheck(app, TEST_ORIGIN);
    app.get<{ Querystring: { to: string } }>("/go/here", (request, reply) => reply.redirect(request.query.to));
    const cases: [string, string][] = [
      ["//evil.example", "/"],
      ["/.//evil.example", "/"],
      ["https://evil.example/x", "/"],
      ["/\\evil.example", "/"],
      [`${TEST_ORIGIN}/a/../b?c=1`, "/b?c=1"],
      ["next", "/"],
      ["/ok", "/ok"],
    ];
    for (const [to, sent] of cases) {
      const res = await app.inject({ url: `/go/here?to=${encodeURIComponent(to)}` });
      expect(res.headers.location, to).toBe(sent);
    }
    await app.close();
  });
});
