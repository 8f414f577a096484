// How many account attempts an address and an account may make in a window, before 429 with Retry-After.
//
// A whole school reaches Cohort from one public address (the school's NAT), so the limits stop guessing without
// stopping a class: guessing (a wrong password, a wrong reset token) counts failures only: every attempt is counted
// first, so a burst of concurrent guesses cannot slip past the limit, and a success gives its place back. What sends
// a mail (sign-up, a reset link, a confirmation link) counts every request, per address and per recipient, known
// address or not, so a refusal reveals nothing about which accounts exist, and a refused mail is never reported as
// sent: the request itself is refused.
import { inArray, or, type SQL, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { Db } from "../database/db";
import { countAttempt, forgetAttempt, type Limit, RateLimitedError } from "../http/rate-limit";

export type AccountAction = "sign-in" | "sign-up" | "password-reset-request" | "password-reset" | "verification-mail";

/**
 * `perAccount` counts an account's attempts from every address together; `perAccountAndIp` counts them from one
 * address, so that one address reaching its cap stops only itself, not the account's owner elsewhere.
 */
type Policy = { counts: "failures" | "every"; perIp: Limit; perAccount?: Limit; perAccountAndIp?: Limit };

const MINUTES_15 = 900;
const HOUR = 3600;

export const ACCOUNT_LIMITS: Record<AccountAction, Policy> = {
  // Every check of a password (sign-in, change-password, deleting one's account). 300 right sign-ins from one address
  // give their places back; 100 failures in 15 minutes leave room for a class in which one student in ten mistypes
  // twice. 10 per account from one address stop guessing one password there without locking its owner out from
  // another address. The cap across addresses is what stops guessing spread over many addresses: one address can
  // fail at most 40 times an hour on an account, so reaching 100 takes three addresses, and at 100 an hour the
  // guesses the password rule leaves possible (over 100,000) take more than six weeks.
  "sign-in": {
    counts: "failures",
    perIp: { max: 100, windowSeconds: MINUTES_15 },
    perAccountAndIp: { max: 10, windowSeconds: MINUTES_15 },
    perAccount: { max: 100, windowSeconds: HOUR },
  },
  // A class of 40 signing up together, with their confirmation mails, is far below these.
  "sign-up": { counts: "every", perIp: { max: 200, windowSeconds: HOUR }, perAccount: { max: 3, windowSeconds: HOUR } },
  "password-reset-request": {
    counts: "every",
    perIp: { max: 60, windowSeconds: HOUR },
    perAccount: { max: 3, windowSeconds: HOUR },
  },
  // A reset token cannot be guessed; failures are counted per address all the same.
  "password-reset": { counts: "failures", perIp: { max: 30, windowSeconds: HOUR } },
  "verification-mail": {
    counts: "every",
    perIp: { max: 100, windowSeconds: HOUR },
    perAccount: { max: 3, windowSeconds: HOUR },
  },
};

/** Every action counted per account (an account's deletion forgets its counters). */
export const ACCOUNT_ACTIONS = Object.keys(ACCOUNT_LIMITS) as AccountAction[];

/**
 * better-auth's endpoints (its `ctx.path`, the path it actually runs), the limit each is counted under, and where
 * the account is named: the body's `email`, or the session (a signed-in user's password check counts as a sign-in).
 */
export const LIMITED_AUTH_PATHS: Readonly<Record<string, { action: AccountAction; account: "body" | "session" }>> = {
  "/sign-in/email": { action: "sign-in", account: "body" },
  "/change-password": { action: "sign-in", account: "session" },
  "/request-password-reset": { action: "password-reset-request", account: "body" },
  "/reset-password": { action: "password-reset", account: "body" },
  "/send-verification-email": { action: "verification-mail", account: "body" },
};

/** 1 (the limits above) unless the browser tests raise it with AUTH_RATE_LIMIT_SCALE (`config.authRateLimitScale`). */
let scale = 1;

/**
 * Multiplies every limit above, for the whole process; the auth plugin sets it from the config at start. Kept here
 * rather than passed along, because the limits are counted from places that are handed no config.
 */
export function scaleAccountLimits(factor: number) {
  scale = factor;
}

function scaled(limit: Limit): Limit {
  return scale === 1 ? limit : { ...limit, max: Math.max(1, Math.round(limit.max * scale)) };
}

function keysOf(action: AccountAction, ip: string, email: unknown): Array<{ key: string; limit: Limit }> {
  const policy = ACCOUNT_LIMITS[action];
  const keys = [{ key: `${action}:ip:${ip}`, limit: policy.perIp }];
  if (typeof email !== "string" || !email.trim()) return keys;
  const account = accountKey(action, email.trim().toLowerCase());
  if (policy.perAccountAndIp) keys.push({ key: `${account}${FROM}${ip}`, limit: policy.perAccountAndIp });
  if (policy.perAccount) keys.push({ key: account, limit: policy.perAccount });
  return keys;
}

const FROM = ":ip:";
const accountKey = (action: AccountAction, email: string) => `${action}:account:${email}`;

/** The rate_limits rows of these accounts (every action, from any address): an account's deletion forgets them. */
export function accountCounters(emails: string[]): SQL | undefined {
  const accounts = emails.flatMap((email) => ACCOUNT_ACTIONS.map((action) => accountKey(action, email.toLowerCase())));
  return or(
    inArray(rateLimits.key, accounts),
    ...accounts.map((account) => sql`starts_with(${rateLimits.key}, ${account + FROM})`),
  );
}

/** Counts one attempt for the address and, when the request names one, for the account; throws 429 past a limit. */
export async function countAccountAttempt(db: Db, action: AccountAction, ip: string, email: unknown) {
  for (const { key, limit } of keysOf(action, ip, email)) await countAttempt(db, key, scaled(limit));
}

/**
 * Counts one mail to `email` under the action's limit per recipient (its address is not counted: the mail goes out
 * because of what the account did, not because of a request that names it); false past the limit: do not send it.
 */
export async function countMailTo(db: Db, action: AccountAction, email: unknown): Promise<boolean> {
  const limit = ACCOUNT_LIMITS[action].perAccount;
  if (!limit || typeof email !== "string") return true;
  try {
    await countAttempt(db, accountKey(action, email.trim().toLowerCase()), scaled(limit));
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

/** A success of an action limited on failures: the attempt counted for it is given back. */
export async function forgetAccountAttempt(db: Db, action: AccountAction, ip: string, email: unknown) {
  if (ACCOUNT_LIMITS[action].counts !== "failures") return;
  await forgetAttempt(
    db,
    keysOf(action, ip, email).map(({ key }) => key),
  );
}
