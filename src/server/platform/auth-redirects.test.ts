// Where a mailed link sends its reader afterwards (`callbackURL`, `redirectTo`) is checked on the server by
// better-auth's origin check, which reads a path as the browser does: the same hostile forms the browser's
// safeReturnTo refuses (src/web/lib/return-to.ts) are refused here, so a link from our mail cannot lead elsewhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonHeaders, nextRemoteAddress } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

const HOSTILE = [
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
];

let t: TestApp;
let count = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: jsonHeaders, remoteAddress: nextRemoteAddress(), payload });
const someone = () => `reader${(count += 1)}@riverside.example`;

describe("the address a mailed link leads to afterwards", () => {
  it.each(HOSTILE)("is refused when it leaves this site: %j", async (target) => {
    const verification = await ask("/api/auth/send-verification-email", { email: someone(), callbackURL: target });
    expect(verification.statusCode, verification.body).toBe(403);
    const reset = await ask("/api/auth/request-password-reset", { email: someone(), redirectTo: target });
    expect(reset.statusCode, reset.body).toBe(403);
  });

  it("is taken when it is a path of this app", async () => {
    const callbackURL = "/auth?mode=signin&confirmed=1";
    expect((await ask("/api/auth/send-verification-email", { email: someone(), callbackURL })).statusCode).toBe(200);
    const redirectTo = "/auth?mode=reset";
    expect((await ask("/api/auth/request-password-reset", { email: someone(), redirectTo })).statusCode).toBe(200);
  });
});
