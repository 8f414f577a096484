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
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
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
});
