// Adds an entry to the signed-in user's schedule (the iOS app's "add class").
import type { ScheduleEntry, ValidScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";
import { announceScheduleChange } from "./schedule-events";
import { toScheduleEntry } from "./schedule-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function createScheduleEntry(
  { db, realtime }: UseCaseDeps,
  userId: string,
  input: ValidScheduleEntry,
): Promise<ScheduleEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduleEntries)
      .values({ userId, ...input })
      .returning();
    await announceScheduleChange(realtime, tx, userId);
    return toScheduleEntry(row!);
  });
}
