import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { accounts, sessions, signupSettings, teacherApplications, users } from "../../db/schema";
import {
  confirmEmail,
  jsonHeaders,
  lastLinkTo,
  nextRemoteAddress,
  PASSWORD,
  sessionCookie,
  signedInStudent,
  signIn,
  signUp,
} from "../../testing/accounts";
import { queryRows } from "../../platform/database/db";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { ensureAdmin } from "./ensure-admin";
import { setAccountStatus } from "./set-account-status";

let t: TestApp;
let n = 0;
const freshEmail = () => `student${++n}@riverside.example`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/accounts/me", headers });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe("sign-up", () => {
  it("creates an unconfirmed student account and mails a confirmation link", async () => {
    const email = freshEmail();
    const res = await signUp(t, { email, password: PASSWORD, fullName: "Maya Chen" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "confirmation_sent" });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: "Maya Chen", role: "student", status: "active", emailVerified: false });
    expect(user?.schoolId).toBe(t.schoolId);
    expect(await lastLinkTo(t, email)).toMatch(/^\/api\/auth\/verify-email\?token=/);
  });

  it("refuses sign-in until the email is confirmed, then signs in", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const before = await signIn(t, { email, password: PASSWORD });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe("email_not_verified");
    await confirmEmail(t, email);
    expect((await signIn(t, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    [{ confirmPassword: "Different-Pass-1" }, ACCOUNT_TEXTS.passwordMismatch],
    [{ schoolId: undefined }, ACCOUNT_TEXTS.schoolRequired],
    [{ password: "abc12", confirmPassword: "abc12" }, ACCOUNT_TEXTS.passwordTooShort],
    [{ password: "password123", confirmPassword: "password123" }, ACCOUNT_TEXTS.passwordTooCommon],
    [{ fullName: "   " }, ACCOUNT_TEXTS.fullNameRequired],
    [{ email: "not-an-email" }, ACCOUNT_TEXTS.emailInvalid],
  ])("refuses %o with its message and creates nothing", async (change, message) => {
    const email = freshEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/accounts/sign-up",
      headers: jsonHeaders,
      payload: {
        fullName: "Sam Lee",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        schoolId: t.schoolId,
        ...change,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses a school that does not exist", async () => {
    const email = freshEmail();
    const res = await signUp(t, { email, password: PASSWORD }, { schoolId: 9999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(ACCOUNT_TEXTS.schoolRequired);
  });

  it("answers the same for an email that already has an account, and tells its owner", async () => {
    const email = freshEmail();
    const first = await signUp(t, { email, password: PASSWORD, fullName: "Original Owner" });
    const again = await signUp(t, { email, password: "Another-Pass-77", fullName: "Someone Else" });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect((await userByEmail(email))?.name).toBe("Original Owner");
    await expect.poll(() => t.mails.filter((m) => m.to === email).length).toBe(2);
    expect(t.mails.filter((m) => m.to === email).at(-1)?.subject).toMatch(/tried to sign up/);
  });

  it("ignores fields a student may not set, such as role and status", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD }, { role: "admin", status: "active", emailVerified: true });
    expect(await userByEmail(email)).toMatchObject({ role: "student", emailVerified: false });
  });

  it("creates a pending teacher application for a teacher", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Ms. Rivera" }, { isTeacher: true, roomNumber: "B12" });
    const user = await userByEmail(email);
    const [application] = await t.database.db
      .select()
      .from(teacherApplications)
      .where(eq(teacherApplications.userId, user!.id));
    expect(application).toMatchObject({ status: "pending", roomNumber: "B12", name: "Ms. Rivera", email });
    expect(user?.role).toBe("student");
  });

  it("refuses sign-up while it is switched off, and says so in the options", async () => {
    await t.database.db.update(signupSettings).set({ isSignupEnabled: false });
    try {
      const options = await t.app.inject({ method: "GET", url: "/api/accounts/sign-up-options" });
      expect(options.json().enabled).toBe(false);
      const email = freshEmail();
      const res = await signUp(t, { email, password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("signup_disabled");
      expect(await userByEmail(email)).toBeUndefined();
    } finally {
      await t.database.db.update(signupSettings).set({ isSignupEnabled: true });
    }
  });

  it("offers the schools kept in the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/accounts/sign-up-options" });
    expect(res.json()).toEqual({ enabled: true, schools: [{ id: t.schoolId, name: "Riverside High School" }] });
  });
});

describe("sessions", () => {
  it("hashes passwords with argon2id at m = 19 MiB, t = 2, p = 1", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, new at every sign-in", async () => {
    const email = freshEmail();
    const cookie1 = await signedInStudent(t, { email, password: PASSWORD });
    const second = await signIn(t, { email, password: PASSWORD });
    const header = String(second.headers["set-cookie"]);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/); // plain http in tests; PUBLIC_URL https turns Secure on
    expect(sessionCookie(second)).not.toBe(cookie1);
  });

  it("marks the cookie Secure when the app is served over HTTPS", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://cohort.riverside.example" });
    try {
      const email = freshEmail();
      await signUp(secure, { email, password: PASSWORD });
      await confirmEmail(secure, email);
      const res = await signIn(secure, { email, password: PASSWORD });
      expect(String(res.headers["set-cookie"])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it("knows the signed-in user through the cookie, and stays signed in", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD, fullName: "Jordan Park" });
    for (let i = 0; i < 2; i++) {
      const res = await me({ cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email, name: "Jordan Park", role: "student", status: "active" });
    }
  });

  it("gives the iOS app a bearer token that every API route accepts", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    await confirmEmail(t, email);
    const res = await signIn(t, { email, password: PASSWORD }, { bearer: true });
    const token = res.headers["set-auth-token"];
    expect(typeof token).toBe("string");
    expect(res.json().token).toEqual(expect.any(String));
    const answer = await me({ authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.email).toBe(email);
  });

  it("kills the session on the server at sign-out", async () => {
    const cookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...jsonHeaders, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it("answers 401 to a request without a session", async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const wrong = await signIn(t, { email, password: "Not-The-Password-1" });
    const unknown = await signIn(t, { email: freshEmail(), password: "Not-The-Password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe("account status", () => {
  it("refuses to sign in a suspended account with the reason", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    await setAccountStatus({ db: t.database.db, realtime: t.app.realtime }, user!.id, {
      status: "suspended",
      reason: "Spam in messages",
    });
    const res = await signIn(t, { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: "account_blocked",
      message: "Your account has been suspended.",
      details: { status: "suspended", reason: "Spam in messages", bannedUntil: null },
    });
  });

  it("signs a banned user out everywhere at once and answers their next request with the ban", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    await setAccountStatus({ db: t.database.db, realtime: t.app.realtime }, user!.id, {
      status: "banned",
      reason: "Harassment",
      banHours: 48,
    });
    // Revoked at once, yet every request of the session (each open tab) is told why.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    for (let i = 0; i < 2; i++) {
      const blocked = await me({ cookie });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().error).toMatchObject({ code: "account_blocked", details: { reason: "Harassment" } });
    }
    const signInAgain = await signIn(t, { email, password: PASSWORD });
    expect(signInAgain.statusCode).toBe(403);
    const details = signInAgain.json().error.details;
    expect(details.status).toBe("banned");
    expect(details.reason).toBe("Harassment");
    expect(new Date(details.bannedUntil).getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);

    // Lifting the ban does not bring the revoked session back: the user signs in anew.
    await setAccountStatus({ db: t.database.db, realtime: t.app.realtime }, user!.id, { status: "active" });
    expect((await me({ cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect((await signIn(t, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("answers account_blocked to a session whose account was blocked behind its back", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    // A status written without the moderation use case (e.g. by another tool) still takes effect at once.
    await t.database.db.update(users).set({ status: "banned", banReason: "Cheating" }).where(eq(users.email, email));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: "account_blocked", message: "Your account has been banned" });
    // That request revoked every session of the account; the next one is refused the same way.
    const user = await userByEmail(email);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await me({ cookie })).statusCode).toBe(403);
  });

  it("names the visitor at /accounts/session: the user, null for nobody, and the reason for a blocked account", async () => {
    const session = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/accounts/session", headers });
    const anonymous = await session({});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    expect((await session({ cookie: "cohort.session_token=forged.value" })).json()).toEqual({ user: null });

    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const signedIn = await session({ cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toEqual((await me({ cookie })).json().user);

    await t.database.db.update(users).set({ status: "suspended", banReason: "Spam" }).where(eq(users.email, email));
    const blocked = await session({ cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({ code: "account_blocked", details: { reason: "Spam" } });
  });

  it("lifts a ban by itself once banned_until has passed", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    await t.database.db
      .update(users)
      .set({ status: "banned", banReason: "Cool-off", bannedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    const res = await signIn(t, { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ status: "active", bannedUntil: null, banReason: null });
  });

  it("requires a reason to suspend or ban", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    await expect(
      setAccountStatus({ db: t.database.db, realtime: t.app.realtime }, user!.id, { status: "banned", reason: " " }),
    ).rejects.toThrow(/reason/);
    expect((await userByEmail(email))?.status).toBe("active");
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown email, and mails only the known one", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const unknownEmail = freshEmail();
    const ask = (address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: jsonHeaders,
        remoteAddress: nextRemoteAddress(),
        payload: { email: address, redirectTo: "/auth?mode=reset" },
      });
    const known = await ask(email);
    const unknown = await ask(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => t.mails.some((m) => m.to === email && /Reset/.test(m.subject))).toBe(true);
    expect(t.mails.some((m) => m.to === unknownEmail)).toBe(false);
  });

  it("sets a new password through the mailed link, refusing a common one, and ends old sessions", async () => {
    const email = freshEmail();
    const oldCookie = await signedInStudent(t, { email, password: PASSWORD });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders,
      payload: { email, redirectTo: "/auth?mode=reset" },
    });
    await expect.poll(() => t.mails.some((m) => m.to === email && /Reset/.test(m.subject))).toBe(true);
    const link = await t.app.inject({ method: "GET", url: await lastLinkTo(t, email) });
    expect(link.statusCode).toBe(302);
    const token = new URL(String(link.headers.location), "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        headers: jsonHeaders,
        payload: { token, newPassword },
      });
    const common = await reset("qwerty123");
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(ACCOUNT_TEXTS.passwordTooCommon);
    expect((await reset("Fresh-Start-2026")).statusCode).toBe(200);
    expect((await me({ cookie: oldCookie })).statusCode).toBe(401);
    expect((await signIn(t, { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await signIn(t, { email, password: "Fresh-Start-2026" })).statusCode).toBe(200);
  });
});

describe("outstanding reset links", () => {
  /** Asks for a reset link and returns its token, read from the mail. */
  async function resetToken(email: string): Promise<string> {
    const before = t.mails.filter((m) => m.to === email).length;
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders,
      remoteAddress: nextRemoteAddress(),
      payload: { email, redirectTo: "/auth?mode=reset" },
    });
    await expect.poll(() => t.mails.filter((m) => m.to === email).length).toBe(before + 1);
    const link = await t.app.inject({ method: "GET", url: await lastLinkTo(t, email) });
    return new URL(String(link.headers.location), "http://x").searchParams.get("token")!;
  }
  const reset = (token: string, newPassword: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: jsonHeaders,
      payload: { token, newPassword },
    });

  it("end when the newest link is used", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect((await reset(newer, "Fresh-Start-2026")).statusCode).toBe(200);
    const stale = await reset(older, "Someone-Else-2026");
    expect(stale.statusCode).toBe(400);
    expect((await signIn(t, { email, password: "Fresh-Start-2026" })).statusCode).toBe(200);
  });

  it("end when the password is changed while signed in", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const outstanding = await resetToken(email);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { ...jsonHeaders, cookie },
      payload: { currentPassword: PASSWORD, newPassword: "Changed-Mind-2026" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await reset(outstanding, "Someone-Else-2026")).statusCode).toBe(400);
    expect((await signIn(t, { email, password: "Changed-Mind-2026" })).statusCode).toBe(200);
  });
});

describe("abuse", () => {
  it("limits sign-in attempts per account from one address with 429 and Retry-After", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    let last;
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: jsonHeaders,
        remoteAddress: "10.1.0.1",
        payload: { email, password: "Wrong-Guess-00" },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.json().error.code).toBe("rate_limited");
  });

  it("lets a class of 40 sign up together from the school's one address, and stops a flood from it", async () => {
    const signUpFrom = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/accounts/sign-up",
        headers: jsonHeaders,
        remoteAddress,
        payload: {
          fullName: "New Student",
          email: freshEmail(),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          schoolId: t.schoolId,
        },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, () => signUpFrom("10.2.0.1")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    // As if the address had already signed up the hour's 200 (what a script, not a school, sends).
    await t.database.db.execute(sql`update rate_limits set count = 200 where key = 'sign-up:ip:10.2.0.1'`);
    const flood = await signUpFrom("10.2.0.1");
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signUpFrom("10.2.0.2")).statusCode).toBe(200);
  });

  // 330 password checks (scrypt): past the default minute on a machine busy with CI's other lanes.
  it(
    "lets 300 right sign-ins from one address through, counting only the mistyped ones",
    { timeout: 180_000 },
    async () => {
      const students = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const email = freshEmail();
          await signedInStudent(t, { email, password: PASSWORD });
          return email;
        }),
      );
      const signInFrom = (email: string, password: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: jsonHeaders,
          remoteAddress: "10.2.1.1",
          payload: { email, password },
        });
      const statuses: number[] = [];
      for (let round = 0; round < 30; round++) {
        const answers = await Promise.all(
          students.map(async (email, i) => {
            // One student in ten mistypes first.
            if (i === round % 10) expect((await signInFrom(email, "maple-syrup-42")).statusCode).toBe(401);
            return (await signInFrom(email, PASSWORD)).statusCode;
          }),
        );
        statuses.push(...answers);
      }
      expect(statuses).toHaveLength(300);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const [counted] = await queryRows<{ count: number }>(
        t.database.db,
        sql`select count from rate_limits where key = 'sign-in:ip:10.2.1.1'`,
      );
      expect(counted?.count).toBe(30);
    },
  );

  it("stops a guessing run from one address after 100 wrong passwords, whichever accounts it tries", async () => {
    let last = 0;
    let tries = 0;
    while (last !== 429 && tries < 120) {
      tries += 1;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: jsonHeaders,
        remoteAddress: "10.2.2.1",
        payload: { email: `guess${tries}@riverside.example`, password: "Wrong-Guess-00" },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
    expect(tries).toBe(101);
  });

  it("refuses state-changing requests from a foreign Origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: { email: "x@example.org", password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden_origin");
  });

  it("offers no endpoint through which a user edits their own account fields", async () => {
    const cookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
    for (const url of ["/api/auth/update-user", "/api/auth/sign-up/email", "/api/auth/change-email"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { ...jsonHeaders, cookie },
        payload: { role: "admin", status: "active", schoolId: 2, name: "x", email: "y@example.org", password: "z" },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("the admin account from the environment", () => {
  it("is created confirmed, signs in, and is promoted again if demoted", async () => {
    const admin = { email: "principal@riverside.example", password: "Admin-Pass-2026" };
    await ensureAdmin(t.database.db, { ...admin, schoolId: t.schoolId });
    const res = await signIn(t, admin);
    expect(res.statusCode).toBe(200);
    expect((await me({ cookie: sessionCookie(res) })).json().user.role).toBe("admin");

    await t.database.db.update(users).set({ role: "student" }).where(eq(users.email, admin.email));
    await ensureAdmin(t.database.db, { ...admin, schoolId: t.schoolId });
    expect((await userByEmail(admin.email))?.role).toBe("admin");
  });
});

describe("moderation through the API", () => {
  const admin = { email: "dean@riverside.example", password: "Dean-Pass-2026" };
  let adminCookie: string;
  beforeAll(async () => {
    await ensureAdmin(t.database.db, { ...admin, schoolId: t.schoolId });
    adminCookie = sessionCookie(await signIn(t, admin));
  });
  const setStatus = (userId: string, cookie: string, payload: object) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${userId}/status`,
      headers: { ...jsonHeaders, cookie },
      payload,
    });

  it("lets an admin ban a student, which signs the student out", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    const res = await setStatus(user!.id, adminCookie, { status: "banned", reason: "Repeated spam", banHours: 24 });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: "banned", banReason: "Repeated spam" });
    expect((await me({ cookie })).json().error).toMatchObject({ code: "account_blocked" });
    expect((await me({ cookie })).json().error).toMatchObject({ code: "account_blocked" });
  });

  it("refuses a student who tries to change their own or another account's status", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const self = await userByEmail(email);
    const res = await setStatus(self!.id, cookie, { status: "active" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Access Denied: You do not have admin privileges.");
  });

  it("refuses anonymous requests", async () => {
    const res = await setStatus("anyone", "", { status: "active" });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a ban shorter than an hour or without a reason, changing nothing", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    expect((await setStatus(user!.id, adminCookie, { status: "banned", reason: "x", banHours: 0 })).statusCode).toBe(
      400,
    );
    expect((await setStatus(user!.id, adminCookie, { status: "suspended" })).statusCode).toBe(400);
    expect((await userByEmail(email))?.status).toBe("active");
  });
});
