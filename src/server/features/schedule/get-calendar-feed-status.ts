// Whether a user's calendar feed is on; its URL is not kept, so it is shown only when created.
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";
import type { Db } from "../../platform/database/db";

export type CalendarFeedStatus = { enabled: boolean; createdAt: string | null };

export async function getCalendarFeedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { enabled: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}
