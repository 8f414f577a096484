// A link from a mail opened in a browser: a good confirmation link lands on the sign-in page saying the email is
// confirmed; a confirmation or reset link that cannot be used (expired, mangled by a mail program, a bad callback)
// lands on a page that says what to do, never on raw JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonHeaders, lastLinkTo, PASSWORD, signedInStudent, signUp } from "../../testing/accounts";
import { UNUSABLE_RESET_LINK } from "./auth-routes";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const UNUSABLE = "/auth?mode=signin&error=invalid_link";

async function link(email: string) {
  expect((await signUp(t, { email, password: PASSWORD })).statusCode).toBe(200);
  return lastLinkTo(t, email);
}

describe("a confirmation link opened in a browser", () => {
  it("that cannot be used leads to the sign-in page's explanation, not JSON", async () => {
    const good = await link("broken-links@riverside.example");
    const url = new URL(good, "http://x");
    const token = url.searchParams.get("token")!;
    const mangled = [
      good.replace(token, `${token.slice(0, -4)}AAAA`),
      good.replace(/token=[^&]+/, "token=expired"),
      // Quoted-printable joined by hand: `=3D` left in the query.
      good.replace("callbackURL=", "callbackURL=3D"),
      good.replace(/callbackURL=[^&]+/, "callbackURL=https%3A%2F%2Fevil.example%2F"),
      url.pathname,
    ];
    for (const target of mangled) {
      const res = await t.app.inject({ method: "GET", url: target, headers: browser });
      expect(res.statusCode, target).toBe(302);
      expect(res.headers.location, target).toBe(UNUSABLE);
    }
  });

  it("that works leads to the sign-in page that says the email is confirmed", async () => {
    const res = await t.app.inject({ method: "GET", url: await link("good-link@riverside.example"), headers: browser });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth?mode=signin&confirmed=1");
  });
});

describe("a reset link opened in a browser", () => {
  it("leads to the reset form, and one a mail program mangled to the form's offer of a new link, not JSON", async () => {
    const email = "reset-links@riverside.example";
    await signedInStudent(t, { email, password: PASSWORD });
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders,
      payload: { email, redirectTo: "/auth?mode=reset" },
    });
    expect(asked.statusCode).toBe(200);
    const good = await lastLinkTo(t, email);
    expect(good).toContain("/api/auth/reset-password/");

    const opened = await t.app.inject({ method: "GET", url: good, headers: browser });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/auth\?mode=reset&token=/);

    for (const target of [
      good.replace("callbackURL=", "callbackURL=3D"),
      good.replace(/callbackURL=[^&]+/, "callbackURL=https%3A%2F%2Fevil.example%2F"),
    ]) {
      const res = await t.app.inject({ method: "GET", url: target, headers: browser });
      expect(res.statusCode, target).toBe(302);
      expect(res.headers.location, target).toBe(UNUSABLE_RESET_LINK);
    }
  });
});
