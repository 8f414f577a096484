// Each user's private calendar feed: a long random token in the URL, of which only the sha256 is stored. Creating
// again rotates it (the old URL stops working at once); revoking deletes it.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";
import type { Db } from "../../platform/db";

/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

export type CalendarFeedStatus = { enabled: boolean; createdAt: string | null };

export async function calendarFeedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { enabled: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/** Turns the feed on, or gives it a new URL; the URL is shown this once (only its hash is kept). */
export async function createCalendarFeed(db: Db, userId: string, publicUrl: string) {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
  return { enabled: true as const, url: feedUrl(publicUrl, token), createdAt: createdAt.toISOString() };
}

export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
