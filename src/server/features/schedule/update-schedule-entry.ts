// Replaces one of the signed-in user's entries with new values; someone else's entry is "not found".
import { and, eq } from "drizzle-orm";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";
import type { ScheduleEntry, ValidScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";
import { notFound } from "../../platform/http/errors";
import { announceScheduleChange } from "./schedule-events";
import { toScheduleEntry } from "./schedule-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function updateScheduleEntry(
  { db, realtime }: UseCaseDeps,
  userId: string,
  entryId: string,
  input: ValidScheduleEntry,
): Promise<ScheduleEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(scheduleEntries)
      .set(input)
      .where(and(eq(scheduleEntries.id, entryId), eq(scheduleEntries.userId, userId)))
      .returning();
    if (!row) throw notFound(SCHEDULE_TEXTS.entryNotFound);
    await announceScheduleChange(realtime, tx, userId);
    return toScheduleEntry(row);
  });
}
