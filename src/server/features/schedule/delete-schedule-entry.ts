// Removes one of the signed-in user's entries; someone else's entry is "not found" and stays.
import { and, eq } from "drizzle-orm";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";
import { scheduleEntries } from "../../db/schema";
import { notFound } from "../../platform/http/errors";
import { announceScheduleChange } from "./schedule-events";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function deleteScheduleEntry({ db, realtime }: UseCaseDeps, userId: string, entryId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(scheduleEntries)
      .where(and(eq(scheduleEntries.id, entryId), eq(scheduleEntries.userId, userId)))
      .returning({ id: scheduleEntries.id });
    if (!row) throw notFound(SCHEDULE_TEXTS.entryNotFound);
    await announceScheduleChange(realtime, tx, userId);
  });
}
