// Accounts through better-auth: email + password with confirmation mails, password reset, database sessions
// (cookie for the browser, bearer token for the iOS app), argon2id hashes. Our users table keeps the spec's fields.
import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { and, eq, like, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { accountBlock } from "../../domain/accounts/account-status";
import type { Config } from "../config";
import { accounts, serverSecrets, sessions, users, verifications } from "../db/schema";
import type { Db } from "./db";
import type { Mailer } from "./mail";

// OWASP's recommended argon2id parameters: 19 MiB, 2 passes, 1 lane.
// algorithm 2 is Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

const SESSION_DAYS = 30;

export type AuthOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
};

/** Ends every reset link still outstanding for this user (a newer link was used, or the password was changed). */
async function endResetLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}

export function createAuth({ config, db, mailer, secret, log }: AuthOptions) {
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
        // Set only by our own sign-up route; better-auth's sign-up and update-user endpoints are disabled below.
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
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
      // Every request reads the session from the database, so a ban or a sign-out takes effect at once.
      cookieCache: { enabled: false },
      // Written by moderation (features/accounts/set-account-status.ts), read by platform/session.ts.
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
          text: `Hi ${user.name},\n\nSomeone asked to reset the password of your ${config.appName} account. To choose a new password, open this link within one hour:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        sendInBackground({
          to: user.email,
          subject: `Someone tried to sign up to ${config.appName} with your email`,
          text: `Hi ${user.name},\n\nSomeone tried to create a ${config.appName} account with this email address, which already has one. If it was you, sign in instead, or reset your password from the sign-in page:\n\n${config.publicUrl}/auth?mode=signin\n\nIf it was not you, you can ignore this mail.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground({
          to: user.email,
          subject: `Confirm your email for ${config.appName}`,
          text: `Hi ${user.name},\n\nWelcome to ${config.appName}! Please confirm your email address by opening this link within 24 hours:\n\n${url}\n\nIf you did not sign up, you can ignore this mail.\n`,
        });
      },
    },
    // Attempts are counted in PostgreSQL by our own limiter (per IP and per account), which holds across processes.
    rateLimit: { enabled: false },
    disabledPaths: ["/sign-up/email", "/update-user", "/change-email", "/delete-user", "/set-password"],
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https:"),
      cookiePrefix: "cohort",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => randomBytes(16).toString("base64url") },
    },
    databaseHooks: {
      session: {
        create: {
          // No session for an account that may not be used; a ban that has run out is lifted here.
          before: async (session) => {
            const block = await refreshAccountStatus(db, session.userId);
            if (block) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_BLOCKED",
                message:
                  block.status === "suspended" ? "Your account has been suspended." : "Your account has been banned",
                details: block,
              });
            }
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        // A changed password ends the reset links asked for before it, as a reset does (onPasswordReset).
        const session = ctx.context.session;
        if (ctx.path === "/change-password" && session && !(ctx.context.returned instanceof Error)) {
          await endResetLinks(db, session.user.id);
        }
      }),
    },
    plugins: [bearer()],
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

/**
 * Reads the account's status, lifting a ban whose end has passed; returns why the account is blocked, or null.
 */
export async function refreshAccountStatus(db: Db, userId: string) {
  const [user] = await db
    .select({ status: users.status, bannedUntil: users.bannedUntil, banReason: users.banReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const now = new Date();
  const block = accountBlock(user, now);
  if (!block && user.status !== "active") {
    await db
      .update(users)
      .set({ status: "active", bannedUntil: null, banReason: null })
      .where(sql`${users.id} = ${userId} and ${users.status} = 'banned' and ${users.bannedUntil} <= now()`);
  }
  return block;
}

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
