// Spikeball's constants and the rules both the screens and the server apply.

export const DEFAULT_MAX_PLAYERS = 4;
export const TEAM_NAME_MAX_LENGTH = 60;
export const ADMIN_NOTES_MAX_LENGTH = 1000;
/** Receipts larger than this are refused (413) before the whole upload is read. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Images with more pixels than this are refused before they are decoded. */
export const RECEIPT_MAX_PIXELS = 40_000_000;
/** Signed receipt URLs stop working after this many seconds (spec §9). */
export const SIGNED_URL_SECONDS = 3600;
/** Page sizes of the admin's Applications and Teams panels. */
export const APPLICATIONS_PAGE_SIZE = 20;
export const TEAMS_PAGE_SIZE = 20;
/** The most approved players a search for someone to invite or add answers: a search narrows, it does not page. */
export const AVAILABLE_PLAYERS_LIMIT = 50;

/** What an application row holds; "not_applied" is the state of a user with no application row. */
export const APPLICATION_STATUSES = ["pending", "approved", "denied"] as const;
export const APPLICATION_STATES = [...APPLICATION_STATUSES, "not_applied"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
/** The Applications panel's filter, in its order; it shows first the applications waiting for an admin. */
export const APPLICATION_FILTERS = [
  "pending",
  "not_applied",
  "approved",
  "denied",
] as const satisfies ApplicationState[];
export const DEFAULT_APPLICATION_FILTER = "pending" satisfies ApplicationState;
export const REVIEW_DECISIONS = ["approved", "denied"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const TEAM_ROLES = ["captain", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const INVITE_RESPONSES = ["accepted", "declined"] as const;
export const INVITE_STATUSES = ["pending", ...INVITE_RESPONSES] as const;

/** An application may be reviewed only while it is pending (or missing: not_applied). */
export function mayReview(state: ApplicationState): boolean {
  return state === "pending" || state === "not_applied";
}

/** A rename must change the name (compared after trimming); that the new name is given and fits is teamNameSchema's. */
export function isSameTeamName(current: string, next: string): boolean {
  return current.trim() === next.trim();
}

/** The invite dialog and the add-member action are offered only while the team is below its maximum. */
export function hasRoom(memberCount: number, maxPlayers: number): boolean {
  return memberCount < maxPlayers;
}

/** "2/4" as the team card shows it. */
export function memberCountLabel(memberCount: number, maxPlayers: number): string {
  return `${memberCount}/${maxPlayers}`;
}

/** Case-insensitive search by name or email, as the invite dialog filters. */
export function matchesSearch(player: { name: string; email: string }, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return player.name.toLowerCase().includes(q) || player.email.toLowerCase().includes(q);
}
