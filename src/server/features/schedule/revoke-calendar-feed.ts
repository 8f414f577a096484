// Turns a user's calendar feed off: its URL answers 404 from then on.
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../../db/schema";
import type { Db } from "../../platform/database/db";

export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
