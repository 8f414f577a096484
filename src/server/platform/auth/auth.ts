// Accounts through better-auth: email + password with confirmation mails, password reset, database sessions
// (cookie for the browser, bearer token for the iOS app), argon2id hashes. Our users table keeps the spec's fields.
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { accounts, serverSecrets, sessions, users, verifications } from "../../db/schema";
import { CLIENT_IP_HEADER, createAuthHooks, endResetLinks } from "./auth-hooks";
import type { Db } from "../database/db";
import type { Mailer } from "../outbound/mail";

// OWASP's recommended argon2id parameters: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

export type AuthOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
};

/**
 * A mail's first line. The name was typed at sign-up by whoever typed the address, so it is sent only to an address
 * its owner has confirmed; a mail to any other address must not carry someone's text (a link, a message) in our name.
 */
const greeting = (user: { name: string; emailVerified: boolean }) => (user.emailVerified ? `Hi ${user.name},` : "Hi,");

export function createAuth({ config, db, mailer, secret, log }: AuthOptions) {
  const { hooks, databaseHooks } = createAuthHooks(db, config);
  // Mails go out in the background, so an answer takes as long whether or not the address has an account.
  const sendInBackground = (mail: Parameters<Mailer["send"]>[0]) => {
    mailer.send(mail).catch((err: unknown) => log.error({ err, to: mail.to }, "could not send mail"));
  };

  return betterAuth({
    appName: config.appName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: { users, sessions, accounts, verifications } }),
    user: {
      modelName: "users",
      additionalFields: {
        // Set only by our own sign-up route; better-auth's sign-up and update-user endpoints are not reachable over
        // HTTP (auth-endpoints.ts).
        schoolId: { type: "number", required: false, input: true },
        role: { type: "string", required: false, input: false, defaultValue: "student" },
        status: { type: "string", required: false, input: false, defaultValue: "active" },
        bannedUntil: { type: "date", required: false, input: false },
        banReason: { type: "string", required: false, input: false },
        isCasStudent: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    session: {
      modelName: "sessions",
      // The idle timeout: a session's end moves with use (at most once a day), never past its absolute lifetime.
      // platform/auth/session-lookup.ts does the moving, and caps it; better-auth's own refresh is off.
      expiresIn: config.sessionIdleSeconds,
      updateAge: Math.min(24 * 3600, Math.floor(config.sessionIdleSeconds / 4)),
      disableSessionRefresh: true,
      // Every request reads the session from the database, so a ban or a sign-out takes effect at once.
      cookieCache: { enabled: false },
      // Written by moderation (features/accounts/set-account-status.ts), read by platform/auth/session.ts.
      additionalFields: { revokedAt: { type: "date", required: false, input: false, fieldName: "revokedAt" } },
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      onPasswordReset: async ({ user }) => endResetLinks(db, user.id),
      password: { hash: hashPassword, verify: ({ hash: h, password }) => verifyPassword(h, password) },
      sendResetPassword: async ({ user, url }) => {
        sendInBackground({
          to: user.email,
          subject: `Reset your ${config.appName} password`,
          text: `${greeting(user)}\n\nSomeone asked to reset the password of your ${config.appName} account. To choose a new password, open this link within one hour:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        sendInBackground({
          to: user.email,
          subject: `Someone tried to sign up to ${config.appName} with your email`,
          text: `${greeting(user)}\n\nSomeone tried to create a ${config.appName} account with this email address, which already has one. If it was you, sign in instead, or reset your password from the sign-in page:\n\n${config.publicUrl}/auth?mode=signin\n\nIf it was not you, you can ignore this mail.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // At sign-in, the link is mailed by our hook, within the recipient's limit (auth-confirmation.ts).
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground({
          to: user.email,
          subject: `Confirm your email for ${config.appName}`,
          text: `${greeting(user)}\n\nWelcome to ${config.appName}! Please confirm your email address by opening this link within 24 hours:\n\n${url}\n\nIf you did not sign up, you can ignore this mail.\n`,
        });
      },
    },
    // Attempts are counted in PostgreSQL by our own limiter (per IP and per account), which holds across processes.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https:"),
      cookiePrefix: "cohort",
      // Set by auth-routes.ts from the address Fastify worked out; a client's own forwarding headers never get here.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns its origin and callback-URL checks off when NODE_ENV is "test" or TEST is set: kept on
      // everywhere, so no environment variable removes them and the tests run the checks production runs.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => randomBytes(16).toString("base64url") },
    },
    databaseHooks,
    hooks,
    // Bearer tokens must carry the signature the server gave them; a bare session token is not enough.
    plugins: [bearer({ requireSignature: true })],
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === "error") log.error({ source: "better-auth" }, message);
        else if (level === "warn") log.warn({ source: "better-auth" }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session signing secret: SESSION_SECRET, else one generated once and kept in the database for every process. */
export async function loadAuthSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSecrets)
    .values({ name: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, "auth_secret"));
  if (!row) throw new Error("could not load the auth secret");
  return row.value;
}
