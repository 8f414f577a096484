// Accounts for the browser tests: the admin the e2e server creates, fresh students, and the mails the server writes
// to its outbox (DATA_DIR/outbox, one .eml file per mail) instead of sending them.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect } from "@playwright/test";
import { e2eDataDir } from "./server";

/** The admin the e2e server creates at start (playwright.config.ts passes these to it). */
export const ADMIN_EMAIL = "admin@riverside.example";
export const ADMIN_PASSWORD = "Admin-Pass-2026";

/** A password that passes the rules (at least 6 characters, not a common one). */
export const STUDENT_PASSWORD = "Orbit-Lantern-2026";

const OUTBOX = path.join(fileURLToPath(new URL("../..", import.meta.url)), e2eDataDir(), "outbox");

let emailCount = 0;
/** An address no other test uses, in this run or an earlier one. */
export function uniqueEmail(label: string): string {
  emailCount += 1;
  return `${label}-${Date.now()}-${process.pid}-${emailCount}@students.riverside.example`;
}

type Mail = { file: string; to: string; subject: string; text: string };

/** Quoted-printable, as nodemailer writes it: soft line breaks (`=` at a line end) and `=XX` bytes. */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseMail(file: string, raw: string): Mail {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, separator).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(separator).trimStart();
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const quotedPrintable = /quoted-printable/i.test(header("Content-Transfer-Encoding"));
  return {
    file,
    to: header("To").toLowerCase(),
    subject: header("Subject"),
    text: quotedPrintable ? decodeQuotedPrintable(body) : body,
  };
}

async function mailsTo(address: string): Promise<Mail[]> {
  let files: string[];
  try {
    files = await fs.readdir(OUTBOX);
  } catch {
    return [];
  }
  // File names start with the time they were written, so sorting by name sorts by age.
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .map(async (file) => parseMail(file, await fs.readFile(path.join(OUTBOX, file), "utf8"))),
  );
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for the newest mail to `address` whose link contains `linkContaining` (e.g. "verify-email" or
 * "reset-password"), and returns that link.
 */
export async function waitForMailLink(address: string, linkContaining: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(address))
          .map((mail) => /https?:\/\/[^\s"<>]+/.exec(mail.text)?.[0])
          .filter((found): found is string => Boolean(found?.includes(linkContaining)));
        link = links.at(-1);
        return link;
      },
      { message: `a mail to ${address} with a ${linkContaining} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Headers for a state-changing API call: the server refuses requests from other origins. */
export function originHeaders(baseURL: string) {
  return { origin: new URL(baseURL).origin };
}

/** Signs a request context in (its cookies then carry the session). */
export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  { email, password }: { email: string; password: string },
) {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: originHeaders(baseURL),
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs a student up through the API and confirms the email with the mailed link. */
export async function createConfirmedStudent(
  request: APIRequestContext,
  baseURL: string,
  { email = uniqueEmail("student"), password = STUDENT_PASSWORD, fullName = "Test Student" } = {},
) {
  const options = await request.get("/api/accounts/sign-up-options");
  const { schools } = (await options.json()) as { schools: Array<{ id: number }> };
  const signUp = await request.post("/api/accounts/sign-up", {
    headers: originHeaders(baseURL),
    data: { fullName, email, password, confirmPassword: password, schoolId: schools[0]!.id, isTeacher: false },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const confirm = await request.get(await waitForMailLink(email, "verify-email"), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
  return { email, password, fullName };
}
