import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createMailer } from "./mail";

describe("the outbox mailer (no SMTP_URL)", () => {
  it("writes one .eml file per mail and logs where, never its links (they carry tokens)", async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cohort-mail-")), "outbox");
    const log = { info: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ smtpUrl: undefined, from: "Cohort <no-reply@localhost>", outboxDir, log });
    await mailer.send({
      to: "maya@riverside.example",
      subject: "Confirm your email for Cohort",
      text: "Open https://cohort.example/api/auth/verify-email?token=abc to confirm.",
    });
    const files = fs.readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const message = fs.readFileSync(path.join(outboxDir, files[0]!), "utf8");
    expect(message).toMatch(/^To: maya@riverside\.example$/m);
    expect(message).toMatch(/^Subject: Confirm your email for Cohort$/m);
    expect(message).toContain("verify-email?token");
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ file: path.join(outboxDir, files[0]!), to: "maya@riverside.example" }),
      expect.any(String),
    );
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("token=abc");
  });

  it("writes a .txt beside the .eml where each link is on one line, as it was written, and logs where", async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cohort-mail-")), "outbox");
    const log = { info: vi.fn(), error: vi.fn() };
    const mailer = createMailer({ smtpUrl: undefined, from: "Cohort <no-reply@localhost>", outboxDir, log });
    // As long as a real confirmation link: quoted-printable breaks lines at 76 characters and writes = as =3D.
    const link = `http://localhost:3000/api/auth/verify-email?token=${"eyJhbGciOiJIUzI1NiJ9.".repeat(8)}x&callbackURL=%2Fauth%3Fmode%3Dsignin%26confirmed%3D1`;
    await mailer.send({ to: "maya@riverside.example", subject: "Confirm your email", text: `Open this:\n\n${link}\n` });
    const [eml] = fs.readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
    const textFile = path.join(outboxDir, eml!.replace(/\.eml$/, ".txt"));
    const lines = fs.readFileSync(textFile, "utf8").split("\n");
    expect(lines).toContain(link);
    expect(lines).toContain("To: maya@riverside.example");
    expect(fs.statSync(textFile).mode & 0o777).toBe(0o600);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ textFile }), expect.stringContaining(textFile));
    expect(JSON.stringify(log.info.mock.calls)).not.toContain("token=");
  });
});
