// Every way a password is set refuses a common one, and one built from the owner's name or email, with a 400 that
// names the field and changes nothing: sign-up, the reset link, change-password, the setup page and ADMIN_PASSWORD.
// So is one built from this site's words: the app's and the school's names, the product's words.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { users } from "../../db/schema";
import {
  jsonHeaders,
  lastLinkTo,
  nextRemoteAddress,
  PASSWORD,
  sessionCookie,
  signedInStudent,
  signIn,
} from "../../testing/accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { ensureAdmin } from "./ensure-admin";
import { issueSetupLink } from "./issue-setup-link";

let t: TestApp;
let n = 0;
/** A student named Maya Chen, with an address of her own. */
const maya = () => ({ fullName: "Maya Chen", email: `maya.chen${++n}@riverside.example`, password: PASSWORD });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

/** The refusals each way must give: [password, code, message]. */
const REFUSED = [
  ["password123", "password_too_common", ACCOUNT_TEXTS.passwordTooCommon],
  ["P@ssw0rd!", "password_too_common", ACCOUNT_TEXTS.passwordTooCommon],
  ["maya2026", "password_contains_name", ACCOUNT_TEXTS.passwordContainsName],
  ["Chen!2026", "password_contains_name", ACCOUNT_TEXTS.passwordContainsName],
  // Built from this site's words: the app's name, the form's own word (issue 34, finding 10).
  ["Cohort2026!", "password_too_guessable", ACCOUNT_TEXTS.passwordTooGuessable],
  ["Password2026!", "password_too_guessable", ACCOUNT_TEXTS.passwordTooGuessable],
] as const;

describe("sign-up", () => {
  it.each(REFUSED)("refuses %s with %s under the password, and creates nothing", async (password, code, message) => {
    const student = maya();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/accounts/sign-up",
      headers: jsonHeaders,
      remoteAddress: nextRemoteAddress(),
      payload: { ...student, password, confirmPassword: password, schoolId: t.schoolId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message, details: { field: "password" } } });
    expect(await userByEmail(student.email)).toBeUndefined();
    expect(t.mails.some((m) => m.to === student.email)).toBe(false);
  });
});

describe("the reset link", () => {
  it("refuses each weak password, keeps the old one and the link, then takes a good one", async () => {
    const student = maya();
    await signedInStudent(t, student);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders,
      remoteAddress: nextRemoteAddress(),
      payload: { email: student.email, redirectTo: "/auth?mode=reset" },
    });
    const link = await t.app.inject({ method: "GET", url: await lastLinkTo(t, student.email) });
    const token = new URL(String(link.headers.location), "http://x").searchParams.get("token");
    const reset = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        headers: jsonHeaders,
        remoteAddress: nextRemoteAddress(),
        payload: { token, newPassword },
      });

    for (const [password, code, message] of REFUSED) {
      const res = await reset(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ error: { code, message, details: { field: "newPassword" } } });
    }
    expect((await signIn(t, student)).statusCode).toBe(200);
    expect((await reset("Fresh-Start-2026")).statusCode).toBe(200);
    expect((await signIn(t, { ...student, password: "Fresh-Start-2026" })).statusCode).toBe(200);
  });
});

describe("change-password", () => {
  it("refuses each weak password and keeps the old one, then takes a good one", async () => {
    const student = maya();
    const cookie = await signedInStudent(t, student);
    const change = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { ...jsonHeaders, cookie },
        payload: { currentPassword: PASSWORD, newPassword },
      });

    for (const [password, code, message] of REFUSED) {
      const res = await change(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ error: { code, message, details: { field: "newPassword" } } });
    }
    expect((await signIn(t, student)).statusCode).toBe(200);
    expect((await change("Changed-Mind-2026")).statusCode).toBe(200);
    expect((await signIn(t, { ...student, password: "Changed-Mind-2026" })).statusCode).toBe(200);
  });

  it("holds the iOS app to the same rule: a bearer token and no cookie", async () => {
    const student = maya();
    await signedInStudent(t, student);
    const token = (await signIn(t, student, { bearer: true })).headers["set-auth-token"];
    expect(typeof token).toBe("string");
    const change = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { "content-type": "application/json", authorization: `Bearer ${String(token)}` },
        payload: { currentPassword: PASSWORD, newPassword },
      });
    for (const [password, code] of REFUSED) {
      const res = await change(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.code, password).toBe(code);
    }
    expect((await signIn(t, student)).statusCode).toBe(200);
  });
});

describe("the first administrator", () => {
  it("refuses a password built from the setup form's name, and the link still works after", async () => {
    const link = await issueSetupLink(t.database.db, t.config);
    const token = new URL(link!.url).hash.replace(/^#token=/, "");
    const setUp = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/accounts/setup",
        headers: { ...jsonHeaders, origin: TEST_ORIGIN },
        remoteAddress: nextRemoteAddress(),
        payload: {
          token,
          fullName: "Dana Whitfield",
          email: "dana@riverside.example",
          password,
          confirmPassword: password,
        },
      });

    const refused = await setUp("Whitfield2026");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: "password_contains_name",
        message: ACCOUNT_TEXTS.passwordContainsName,
        details: { field: "password" },
      },
    });
    expect(await userByEmail("dana@riverside.example")).toBeUndefined();
    expect((await setUp("Harbor-Lights-2026")).statusCode).toBe(200);
  });

  it.each([
    ["password123", "it@riverside.example", ACCOUNT_TEXTS.passwordTooCommon],
    ["registrar2026", "registrar@riverside.example", ACCOUNT_TEXTS.passwordContainsName],
    // The school's name (SCHOOL_NAME, in the schools table), for an address that does not carry it.
    ["Riverside-2026", "it@district.example", ACCOUNT_TEXTS.passwordTooGuessable],
  ])(
    "keeps ADMIN_PASSWORD=%s for %s from starting the server, and writes nothing",
    async (password, email, message) => {
      await expect(ensureAdmin(t.database.db, { email, password, schoolId: t.schoolId })).rejects.toThrow(
        `Invalid configuration:\n  ADMIN_PASSWORD: ${message}`,
      );
      expect(await userByEmail(email)).toBeUndefined();
      await ensureAdmin(t.database.db, { email, password: "Registrar-Pass-2026", schoolId: t.schoolId });
      const res = await signIn(t, { email, password: "Registrar-Pass-2026" });
      expect(sessionCookie(res)).toBeTruthy();
    },
  );
});
