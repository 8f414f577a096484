// Signing in with the right password to an account whose address is not confirmed yet mails a confirmation link, but
// no more than the recipient's limit allows (auth-limits.ts, "verification-mail": 3 an hour). better-auth's own
// `sendOnSignIn` mailed a new link at every such sign-in, uncounted: 14 mails to one address in under a minute.
// Past the limit, the answer says a link went out a moment ago, and the sign-in page shows that instead.
import { APIError, type getSessionFromCtx, sendVerificationEmailFn } from "better-auth/api";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { countMailTo } from "./auth-limits";
import type { Db } from "../database/db";

type AuthContext = Parameters<typeof getSessionFromCtx>[0];

/** Whether better-auth refused a sign-in (after the right password) because the address is not confirmed. */
export function isUnconfirmedSignIn(path: string, returned: unknown): boolean {
  return path === "/sign-in/email" && returned instanceof APIError && returned.body?.code === "EMAIL_NOT_VERIFIED";
}

/** Mails the link if the recipient's limit allows, and answers 403 `email_not_verified` saying whether it did. */
export async function refuseUnconfirmedSignIn(db: Db, ctx: AuthContext): Promise<never> {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  const found = typeof email === "string" ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
  const sent = Boolean(found && !found.user.emailVerified && (await countMailTo(db, "verification-mail", email)));
  if (sent && found) await sendVerificationEmailFn(ctx, found.user);
  throw new APIError("FORBIDDEN", {
    code: "EMAIL_NOT_VERIFIED",
    message: sent ? ACCOUNT_TEXTS.confirmationLinkSent : ACCOUNT_TEXTS.confirmationLinkSentRecently,
    details: { confirmationLink: sent ? "sent" : "sent-recently" },
  });
}
