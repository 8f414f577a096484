// The admin's Recent Activity: a run of the same event by the same person reads as one line with a count, so a
// burst (101 messages sent) does not fill the feed with identical rows (issue 36).
import type { Activity } from "./admin-schemas";

export type ActivityGroup = {
  activity: Activity;
  /** How many consecutive entries it stands for (1 for a lone one). */
  count: number;
  /** The oldest entry's time; `activity.createdAt` is the newest's (the feed is newest first). */
  oldestAt: string;
};

const sameEvent = (a: Activity, b: Activity) =>
  a.activityType === b.activityType && a.activityDescription === b.activityDescription && a.userEmail === b.userEmail;

/** Consecutive entries of the same event by the same person, folded into one group; the order is kept. */
export function groupRepeats(feed: readonly Activity[]): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const activity of feed) {
    const last = groups.at(-1);
    if (last && sameEvent(last.activity, activity)) {
      last.count += 1;
      last.oldestAt = activity.createdAt;
    } else {
      groups.push({ activity, count: 1, oldestAt: activity.createdAt });
    }
  }
  return groups;
}
