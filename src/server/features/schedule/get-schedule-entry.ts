// One of the signed-in user's entries; another user's entry is "not found", so its existence is never revealed.
import { and, eq } from "drizzle-orm";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";
import type { ScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { notFound } from "../../platform/http/errors";
import { entryColumns, toScheduleEntry } from "./schedule-queries";

export async function getScheduleEntry(db: Db, userId: string, entryId: string): Promise<ScheduleEntry> {
  const [row] = await db
    .select(entryColumns)
    .from(scheduleEntries)
    .where(and(eq(scheduleEntries.id, entryId), eq(scheduleEntries.userId, userId)));
  if (!row) throw notFound(SCHEDULE_TEXTS.entryNotFound);
  return toScheduleEntry(row);
}
