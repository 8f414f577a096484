// The rules of friendship and sharing that need no database: personal codes, the request limits, the 30-day rule
// after a decline, and who may see a schedule given the facts the server gathered.

/** A personal code: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), easy to read out loud. */
export const FRIEND_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const FRIEND_CODE_LENGTH = 8;
export const FRIEND_CODE_PATTERN = new RegExp(`^[${FRIEND_CODE_ALPHABET}]{${FRIEND_CODE_LENGTH}}$`);

/** Sending requests (and looking people up by email or code) is limited per student: 10 an hour. */
export const FRIEND_REQUEST_LIMIT = { max: 10, windowSeconds: 3600 } as const;

/** After a decline, the same sender may not ask the same student again for this many days. */
export const DECLINE_COOLDOWN_DAYS = 30;
const DAY_MS = 86_400_000;

/** A new code from `randomValues` (crypto bytes); the bias of `% 31` on a byte is negligible for a lookup code. */
export function friendCodeFrom(randomValues: Uint8Array): string {
  if (randomValues.length < FRIEND_CODE_LENGTH) throw new RangeError("not enough random bytes for a friend code");
  let code = "";
  for (let i = 0; i < FRIEND_CODE_LENGTH; i++) {
    code += FRIEND_CODE_ALPHABET[randomValues[i]! % FRIEND_CODE_ALPHABET.length];
  }
  return code;
}

/** What a student typed as a code: spaces and dashes dropped, uppercased ("abcd-efgh" → "ABCDEFGH"). */
export function normalizeFriendCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** When a request declined at `declinedAt` may be sent again. */
export function declineCooldownEndsAt(declinedAt: Date): Date {
  return new Date(declinedAt.getTime() + DECLINE_COOLDOWN_DAYS * DAY_MS);
}

/** True while a decline still forbids the same request (the 30 days run from the decline, to the millisecond). */
export function isInDeclineCooldown(declinedAt: Date | null | undefined, now: Date): boolean {
  return Boolean(declinedAt) && now.getTime() < declineCooldownEndsAt(declinedAt!).getTime();
}

/** A request stays pending until the recipient accepts or declines it, or the sender cancels it. */
export const FRIEND_REQUEST_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;

export const SHARE_SCOPES = ["nobody", "all_friends", "chosen_friends"] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

/** Everything that decides whether `viewer` may see `owner`'s schedule, as the server read it in one query. */
export type SharingFacts = {
  sameSchool: boolean;
  schoolSharingEnabled: boolean;
  ownerActive: boolean;
  viewerActive: boolean;
  areFriends: boolean;
  blockedEitherWay: boolean;
  shareScope: ShareScope;
  viewerIsChosen: boolean;
};

/** Privacy first: every condition must hold; anything missing means "not shared". */
export function maySeeSchedule(f: SharingFacts): boolean {
  if (!f.sameSchool || !f.schoolSharingEnabled || !f.ownerActive || !f.viewerActive) return false;
  if (!f.areFriends || f.blockedEitherWay) return false;
  if (f.shareScope === "all_friends") return true;
  return f.shareScope === "chosen_friends" && f.viewerIsChosen;
}
