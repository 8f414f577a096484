import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { setupTokens, users } from "../../db/schema";
import { tableNames } from "../../testing/security/database-digest";
import { nextRemoteAddress, sessionCookie, signIn } from "../../testing/accounts";
import { capturedLog, createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { ensureAdmin } from "./ensure-admin";
import { SETUP_DONE_MESSAGE } from "./get-setup-status";
import { issueSetupLink, SETUP_LINK_LIFETIME_MS } from "./issue-setup-link";

const PASSWORD = "Harbor-Lights-2026";
const captured = capturedLog();
const log = captured.lines;
let t: TestApp;

beforeAll(async () => {
  // PUBLIC_URL unset: the link is printed for http://localhost:3000, while 127.0.0.1 and [::1] are trusted otherwise.
  t = await createTestApp(
    { PUBLIC_URL: "" },
    {
      logger: captured.logger,
    },
  );
});
afterAll(() => t.close());
// Each test starts on a database with no administrator and no setup link, as a first start finds it.
beforeEach(async () => {
  await t.database.db.delete(users).where(eq(users.role, "admin"));
  await t.database.db.delete(setupTokens);
});

const tokenOf = (link: { url: string } | null) => new URL(link!.url).hash.replace(/^#token=/, "");

let n = 0;
function setUp(token: string, change: Record<string, unknown> = {}, origin: string | null = TEST_ORIGIN) {
  n += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/accounts/setup",
    headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
    remoteAddress: nextRemoteAddress(),
    payload: {
      token,
      fullName: "Dana Whitfield",
      email: `dana${n}@riverside.example`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...change,
    },
  });
}

const admins = () => t.database.db.select().from(users).where(eq(users.role, "admin"));

describe("the setup link", () => {
  it("is printed for the public URL's setup page, with the token in the fragment", async () => {
    const link = await issueSetupLink(t.database.db, t.config);
    expect(link!.url).toMatch(/^http:\/\/localhost:3000\/setup#token=[\w-]{43}$/);
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(SETUP_LINK_LIFETIME_MS - 60_000);
  });

  it("is not printed once an administrator exists (ADMIN_EMAIL)", async () => {
    await ensureAdmin(t.database.db, { email: "it@riverside.example", password: PASSWORD, schoolId: t.schoolId });
    expect(await issueSetupLink(t.database.db, t.config)).toBeNull();
    expect(await t.database.db.select().from(setupTokens)).toEqual([]);
  });

  it("is stored only as a hash: the token is nowhere in the database", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    const [row] = await t.database.db.select().from(setupTokens);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    for (const table of await tableNames(t.database.db)) {
      const found = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} t where strpos(t::text, ${token}) > 0`,
      )) as unknown as { rows: { n: number }[] };
      expect(found.rows[0]!.n, table).toBe(0);
    }
  });
});

describe("creating the first administrator", () => {
  it("works once: the administrator can sign in, and the link and the page are gone", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    expect((await t.app.inject({ method: "GET", url: "/api/accounts/setup" })).json()).toEqual({ status: "open" });

    const res = await setUp(token, { email: "Dana@Riverside.example" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: "Dana Whitfield", email: "dana@riverside.example" });
    expect(await admins()).toEqual([
      expect.objectContaining({ email: "dana@riverside.example", emailVerified: true, status: "active" }),
    ]);
    const signedIn = await signIn(t, { email: "dana@riverside.example", password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(me.json().user.role).toBe("admin");

    const again = await setUp(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({ code: "setup_done", message: SETUP_DONE_MESSAGE });
    const page = await t.app.inject({ method: "GET", url: "/api/accounts/setup" });
    expect(page.statusCode).toBe(410);
    expect(await admins()).toHaveLength(1);
  });

  it("creates one administrator when the link is sent twice at once", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    const answers = await Promise.all([setUp(token), setUp(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(await admins()).toHaveLength(1);
  });

  it("refuses an expired link (after an hour)", async () => {
    const issuedAt = new Date(Date.now() - SETUP_LINK_LIFETIME_MS - 1000);
    const token = tokenOf(await issueSetupLink(t.database.db, t.config, issuedAt));
    const res = await setUp(token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("setup_link_expired");
    expect(res.json().error.message).toContain("Restart Cohort to print a new link.");
    expect(await admins()).toEqual([]);
  });

  it("accepts a link issued 59 minutes ago", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config, new Date(Date.now() - 59 * 60_000)));
    expect((await setUp(token)).statusCode).toBe(200);
  });

  it("refuses a wrong token, and a link replaced by a newer one", async () => {
    const first = tokenOf(await issueSetupLink(t.database.db, t.config));
    const second = tokenOf(await issueSetupLink(t.database.db, t.config));
    for (const token of [first, `${second.slice(0, -1)}x`]) {
      const res = await setUp(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("setup_link_invalid");
    }
    expect(await admins()).toEqual([]);
    expect((await setUp(second)).statusCode).toBe(200);
  });

  it("is accepted only from the printed origin, not from another loopback name or without an Origin", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000", null]) {
      const res = await setUp(token, {}, origin);
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.json().error).toEqual({
        code: "setup_wrong_address",
        message: "This setup link works only at http://localhost:3000. Open it exactly as Cohort printed it.",
      });
    }
    expect(await admins()).toEqual([]);
    expect((await setUp(token)).statusCode).toBe(200);
  });

  it("refuses once an administrator exists, even with a valid link", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    await ensureAdmin(t.database.db, { email: "it@riverside.example", password: PASSWORD, schoolId: t.schoolId });
    const res = await setUp(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe("setup_done");
  });

  it.each([
    ["Short-1", ACCOUNT_TEXTS.adminPasswordTooShort],
    ["password123", ACCOUNT_TEXTS.passwordTooCommon],
  ])("refuses the weak password %s, and the link still works after", async (password, message) => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    const res = await setUp(token, { password, confirmPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await admins()).toEqual([]);
    expect((await setUp(token)).statusCode).toBe(200);
  });

  it("refuses a confirmation that does not match", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    const res = await setUp(token, { confirmPassword: "Harbor-Lights-2027" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(ACCOUNT_TEXTS.passwordMismatch);
  });
});

describe("the request log", () => {
  it("never holds the token: not from the setup form, nor from a link pasted with the token in its query", async () => {
    const token = tokenOf(await issueSetupLink(t.database.db, t.config));
    log.length = 0;
    await t.app.inject({ method: "GET", url: `/setup?token=${token}` });
    await t.app.inject({ method: "GET", url: `/api/accounts/setup?token=${token}&x=1` });
    expect((await setUp(token, {}, "http://[::1]:3000")).statusCode).toBe(403);
    expect((await setUp(token)).statusCode).toBe(200);

    const lines = log.join("");
    expect(lines).toContain('"url":"/setup?token=[redacted]"');
    expect(lines).toContain('"url":"/api/accounts/setup?token=[redacted]&x=1"');
    expect(lines).toContain('"url":"/api/accounts/setup"');
    expect(lines).not.toContain(token);
  });
});
