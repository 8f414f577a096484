// What the notification banner shows: a rule, not a schema, so the banner (on every page) does not load zod.
import type { ActiveNotification } from "./notification-schemas";

/** The banner shows what is active, not yet expired and not dismissed on this browser. */
export function visibleNotifications(
  all: ActiveNotification[],
  dismissed: ReadonlySet<string>,
  now: Date,
): ActiveNotification[] {
  return all.filter((n) => !dismissed.has(n.id) && (!n.expiresAt || Date.parse(n.expiresAt) > now.getTime()));
}
