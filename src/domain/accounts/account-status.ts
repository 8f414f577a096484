// What an account's status means at a given moment: a ban with an end lifts itself when that moment passes.
import type { AccountBlock, AccountStatus } from "./account-schemas";

export type StatusFields = { status: AccountStatus; bannedUntil: Date | null; banReason: string | null };

/** The effective status now: a banned account whose ban has ended counts as active. */
export function effectiveStatus(account: StatusFields, now: Date): AccountStatus {
  if (account.status === "banned" && account.bannedUntil && account.bannedUntil.getTime() <= now.getTime()) {
    return "active";
  }
  return account.status;
}

/** Null when the account may be used now; otherwise what the restriction screen shows. */
export function accountBlock(account: StatusFields, now: Date): AccountBlock | null {
  const status = effectiveStatus(account, now);
  if (status === "active") return null;
  return {
    status,
    reason: account.banReason,
    bannedUntil: status === "banned" && account.bannedUntil ? account.bannedUntil.toISOString() : null,
  };
}

/** The restriction screen's title. */
export function restrictionTitle(block: AccountBlock): string {
  if (block.status === "suspended") return "Account Suspended";
  return block.bannedUntil ? "Account Temporarily Banned" : "Account Banned";
}

/** The sign-in toast for a blocked account (section 8 of the specification). */
export function blockedSignInMessage(block: AccountBlock, formatDate: (iso: string) => string): string {
  if (block.status === "suspended") {
    return block.reason
      ? `Your account has been suspended. Reason: ${block.reason}`
      : "Your account has been suspended.";
  }
  const parts = ["Your account has been banned"];
  if (block.reason) parts.push(`Reason: ${block.reason}`);
  if (block.bannedUntil) parts.push(`This ban expires on ${formatDate(block.bannedUntil)}`);
  return parts.join(". ");
}
