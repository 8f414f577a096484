// How many account attempts an IP address and an account may make in a window, before 429 with Retry-After.
import { authRateLimitScale } from "../config";
import type { Db } from "./db";
import { countAttempt, type Limit } from "./rate-limit";

export type AccountAction = "sign-in" | "sign-up" | "password-reset" | "verification-mail";

const LIMITS: Record<AccountAction, { perIp: Limit; perAccount: Limit }> = {
  "sign-in": { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  "sign-up": { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 3, windowSeconds: 3600 } },
  "password-reset": { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 3, windowSeconds: 3600 } },
  "verification-mail": { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 3, windowSeconds: 3600 } },
};

/** Read once: 1 (the limits above) unless the browser tests raise it with AUTH_RATE_LIMIT_SCALE. */
let scale: number | undefined;

function scaled(limit: Limit): Limit {
  scale ??= authRateLimitScale();
  return scale === 1 ? limit : { ...limit, max: Math.max(1, Math.round(limit.max * scale)) };
}

/** Counts one attempt for the IP and, when the request names one, for the account; throws 429 past a limit. */
export async function countAccountAttempt(db: Db, action: AccountAction, ip: string, email: unknown) {
  const limits = LIMITS[action];
  await countAttempt(db, `${action}:ip:${ip}`, scaled(limits.perIp));
  if (typeof email === "string" && email.trim()) {
    await countAttempt(db, `${action}:account:${email.trim().toLowerCase()}`, scaled(limits.perAccount));
  }
}
