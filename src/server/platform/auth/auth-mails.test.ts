// The account mails: a sign-up's name is free text anyone can type for any address, so it appears only in mails to
// an address its owner has confirmed, never in the confirmation mail or other mails to an unconfirmed address.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Mail } from "../outbound/mail";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { confirmEmail, nextRemoteAddress, signIn, signUp } from "../../testing/accounts";
import { callAs } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

const PASSWORD = "Lantern-Orchard-61";
/** What a spammer would type as their "name" to have it mailed to someone else. */
const HOSTILE_NAME = 'Win a prize at https://evil.example/claim <a href="https://evil.example">here</a>';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function nextMailTo(email: string, subject: RegExp): Promise<Mail> {
  return vi.waitFor(() => {
    const mail = t.mails.findLast((m) => m.to === email && subject.test(m.subject));
    if (!mail) throw new Error(`no mail "${subject.source}" to ${email} yet`);
    return mail;
  });
}

const requestReset = (email: string) =>
  callAs(
    t,
    null,
    "POST",
    "/api/auth/request-password-reset",
    { email, redirectTo: "/auth?mode=reset" },
    { remoteAddress: nextRemoteAddress() },
  );

function expectNoTraceOfTheName(mail: Mail) {
  const whole = `${mail.subject}\n${mail.text}\n${mail.html ?? ""}`;
  for (const piece of [HOSTILE_NAME, "evil.example", "<a", "Win a prize"]) expect(whole, piece).not.toContain(piece);
}

describe("mails to an address nobody has confirmed", () => {
  it("leave the name out of the confirmation mail", async () => {
    const email = "someone.else@riverside.example";
    expect((await signUp(t, { email, password: PASSWORD, fullName: HOSTILE_NAME })).statusCode).toBe(200);
    const mail = await nextMailTo(email, /^Confirm your email/);
    expectNoTraceOfTheName(mail);
    expect(mail.text).toMatch(/^Hi,\n/);
    expect(mail.text).toContain("/api/auth/verify-email?token=");
  });

  it("leave it out of the mail about a second sign-up and of a reset mail", async () => {
    const email = "not.confirmed@riverside.example";
    expect((await signUp(t, { email, password: PASSWORD, fullName: HOSTILE_NAME })).statusCode).toBe(200);
    await nextMailTo(email, /^Confirm your email/);

    expect((await signUp(t, { email, password: PASSWORD, fullName: "Someone Else" })).statusCode).toBe(200);
    expectNoTraceOfTheName(await nextMailTo(email, /^Someone tried to sign up/));
    expect((await requestReset(email)).statusCode).toBe(200);
    expectNoTraceOfTheName(await nextMailTo(email, /^Reset your/));
  });
});

describe("mails to a confirmed address", () => {
  it("greet its owner by the name they gave", async () => {
    const email = "confirmed.owner@riverside.example";
    expect((await signUp(t, { email, password: PASSWORD, fullName: "Ada Quillfeather" })).statusCode).toBe(200);
    await confirmEmail(t, email);
    expect((await requestReset(email)).statusCode).toBe(200);
    expect((await nextMailTo(email, /^Reset your/)).text).toMatch(/^Hi Ada Quillfeather,\n/);
  });
});

describe("signing in to an address nobody has confirmed", () => {
  it("mails a new link within the recipient's limit of 3 an hour, then says one was sent a moment ago", async () => {
    const email = "keeps.trying@riverside.example";
    expect((await signUp(t, { email, password: PASSWORD })).statusCode).toBe(200);
    await nextMailTo(email, /^Confirm your email/);
    // The review's run: 14 sign-ins with the right password in under a minute (each from its own address).
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await signIn(t, { email, password: PASSWORD }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(14).fill(403));
    expect(answers.map((a) => a.json().error.code)).toEqual(Array(14).fill("email_not_verified"));
    const said = answers.map((a) => a.json().error.details.confirmationLink);
    expect(said).toEqual([...Array(3).fill("sent"), ...Array(11).fill("sent-recently")]);
    expect(answers[0]!.json().error.message).toBe(ACCOUNT_TEXTS.confirmationLinkSent);
    expect(answers[13]!.json().error.message).toBe(ACCOUNT_TEXTS.confirmationLinkSentRecently);
    // The sign-up's mail and three more; the newest link still confirms the address.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mails.filter((m) => m.to === email && /^Confirm your email/.test(m.subject))).toHaveLength(4);
    await confirmEmail(t, email);
    expect((await signIn(t, { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("mails nothing and says nothing more for a wrong password", async () => {
    const email = "wrong.password@riverside.example";
    expect((await signUp(t, { email, password: PASSWORD })).statusCode).toBe(200);
    await nextMailTo(email, /^Confirm your email/);
    const res = await signIn(t, { email, password: "Not-The-Password-1" });
    expect(res.statusCode).toBe(401);
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(1);
  });
});
