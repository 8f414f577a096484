// Turns a user's private calendar feed on, or gives it a new URL: creating again rotates the token, so the old URL
// stops working at once.
import { randomBytes } from "node:crypto";
import { calendarFeeds } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { hashFeedToken } from "./schedule-queries";

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** The URL is shown this once (only its hash is kept). */
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
