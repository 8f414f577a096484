// The mailer (`app.mailer`): SMTP when SMTP_URL is set, else files in DATA_DIR/outbox; tests give their own.
import path from "node:path";
import fp from "fastify-plugin";
import { createMailer, type Mailer } from "./mail";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app, { mailer }) => {
    const { config } = app;
    app.decorate(
      "mailer",
      mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, "outbox"),
          log: app.log,
        }),
    );
  },
  { name: "mail", dependencies: ["services"] },
);
