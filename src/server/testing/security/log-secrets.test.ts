// What the logs keep: a run through every route whose URL carries a secret (a confirmation link, a reset link, the
// calendar feed, a signed file URL), with the request log at info, and the log read afterwards: no secret in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail, jsonHeaders, lastLinkTo, PASSWORD, sessionCookie, signIn, signUp } from "../accounts";
import { capturedLog, createTestApp, type TestApp } from "../test-app";
import { redactUrl } from "../../platform/http/log-output";

const captured = capturedLog();
const log = captured.lines;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: captured.logger,
    },
  );
});
afterAll(() => t.close());

describe("the request log", () => {
  it("keeps no token of a confirmation link, a reset link or a calendar feed", async () => {
    const email = "logged@riverside.example";
    expect((await signUp(t, { email, password: PASSWORD })).statusCode).toBe(200);
    const confirmation = await lastLinkTo(t, email);
    await confirmEmail(t, email);
    const cookie = sessionCookie(await signIn(t, { email, password: PASSWORD }));

    // The feed first: a reset ends every session.
    const feed = await t.app.inject({
      method: "POST",
      url: "/api/schedule/calendar-feed",
      headers: { ...jsonHeaders, cookie },
    });
    const feedPath = new URL(feed.json().url as string).pathname;
    expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(200);

    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders,
      payload: { email, redirectTo: "/auth?mode=reset" },
    });
    await expect.poll(() => t.mails.filter((m) => /Reset/.test(m.subject)).length).toBe(1);
    const reset = await lastLinkTo(t, email);
    const opened = await t.app.inject({ method: "GET", url: reset });
    const resetToken = new URL(String(opened.headers.location), "http://x").searchParams.get("token")!;
    await t.app.inject({
      method: "POST",
      url: `/api/auth/reset-password?token=${resetToken}`,
      headers: jsonHeaders,
      payload: { newPassword: "Fresh-Start-2026" },
    });

    const secrets = [
      new URL(confirmation, "http://x").searchParams.get("token")!,
      resetToken,
      /\/api\/calendar\/([^.]+)\.ics/.exec(feedPath)![1]!,
    ];
    const text = log.join("");
    expect(text).toContain("/api/calendar/[redacted].ics");
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(text).not.toContain(secret);
    }
  });

  it("keeps no signature of a signed file URL", () => {
    expect(redactUrl("/api/files/receipts/a.webp?expires=1767225600&signature=c2VjcmV0")).toBe(
      "/api/files/receipts/a.webp?expires=1767225600&signature=[redacted]",
    );
  });
});
