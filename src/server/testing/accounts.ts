// Test helpers that go through the real account endpoints: sign up, confirm by the mailed link, sign in.
import { expect, vi } from "vitest";
import { ensureAdmin } from "../features/accounts/ensure-admin";
import type { TestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";
import { BEARER_CLIENT_HEADER } from "../platform/auth/auth-routes";

export type Credentials = { email: string; password: string; fullName?: string };

/** The password of every student a test signs up (the password rule accepts it). */
export const PASSWORD = "Maple-Syrup-42";
/** The password of the administrators tests create, as ADMIN_EMAIL would. */
export const ADMIN_PASSWORD = "Admin-Pass-2026";

export const jsonHeaders = { origin: TEST_ORIGIN, "content-type": "application/json" };

// Each helper call comes from its own address, so the per-IP limits of one test never spill into another.
let addressCount = 0;
export function nextRemoteAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}
const headersFor = (t: TestApp) => ({ origin: new URL(t.config.publicUrl).origin, "content-type": "application/json" });

export async function signUp(t: TestApp, { email, password, fullName = "Test Student" }: Credentials, extra = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/accounts/sign-up",
    headers: headersFor(t),
    remoteAddress: nextRemoteAddress(),
    payload: { fullName, email, password, confirmPassword: password, schoolId: t.schoolId, ...extra },
  });
}

/** The path and query of the last link mailed to `email`. */
export async function lastLinkTo(t: TestApp, email: string): Promise<string> {
  await vi.waitFor(() => {
    if (!t.mails.some((m) => m.to === email)) throw new Error(`no mail to ${email} yet`);
  });
  const mail = t.mails.filter((m) => m.to === email).at(-1)!;
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in the mail to ${email}`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

export async function confirmEmail(t: TestApp, email: string) {
  const res = await t.app.inject({ method: "GET", url: await lastLinkTo(t, email) });
  expect(res.statusCode).toBe(302);
}

/** Signs in as the web app does (a cookie), or as the iOS app does (`bearer`: the answer carries a bearer token). */
export async function signIn(t: TestApp, { email, password }: Credentials, { bearer = false } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { ...headersFor(t), ...(bearer ? { [BEARER_CLIENT_HEADER]: "bearer" } : {}) },
    remoteAddress: nextRemoteAddress(),
    payload: { email, password },
  });
}

/** The Cookie header that carries the session a response set. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name.endsWith("session_token"));
  if (!cookie) throw new Error("no session cookie was set");
  return `${cookie.name}=${cookie.value}`;
}

/** A confirmed, signed-in student; returns the Cookie header. */
export async function signedInStudent(t: TestApp, credentials: Credentials): Promise<string> {
  expect((await signUp(t, credentials)).statusCode).toBe(200);
  await confirmEmail(t, credentials.email);
  const res = await signIn(t, credentials);
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

/** An administrator (created as ADMIN_EMAIL would be), signed in; returns the Cookie header and the user id. */
export async function signedInAdmin(t: TestApp, email = "admin@riverside.example", password = ADMIN_PASSWORD) {
  await ensureAdmin(t.database.db, { email, password, schoolId: t.schoolId });
  const res = await signIn(t, { email, password });
  expect(res.statusCode).toBe(200);
  const me = await t.app.inject({ method: "GET", url: "/api/accounts/me", headers: { cookie: sessionCookie(res) } });
  return { email, cookie: sessionCookie(res), id: (me.json() as { user: { id: string } }).user.id };
}
