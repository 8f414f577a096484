// Sends mail: over SMTP when SMTP_URL is set, otherwise as files in DATA_DIR/outbox, with the mail's files logged, so
// a single machine works with no mail server.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, "info" | "error">;
};

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, "mail sent over SMTP");
      },
    };
  }
  // Renders the full RFC 822 message without sending it anywhere.
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await renderer.sendMail({ from, ...mail });
      await fs.mkdir(outboxDir, { recursive: true });
      const name = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}`);
      const file = `${name}.eml`;
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The .eml is quoted-printable: `cat` shows a link broken over lines with `=3D` in it. The .txt beside it is
      // the mail as written, each link on one line, for a person on the machine to open as it is.
      const textFile = `${name}.txt`;
      await fs.writeFile(textFile, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`, { mode: 0o600 });
      // Where the mail is, not its links: a link carries a token (a reset, a confirmation), and logs travel further
      // than the outbox folder, which only the server's user can read.
      log.info(
        { to: mail.to, subject: mail.subject, file, textFile },
        `mail to ${mail.to} written to the outbox (no SMTP_URL set); its links: ${textFile}`,
      );
    },
  };
}
