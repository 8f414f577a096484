// admin_get_user_schedule: any user's entries, for the admin console's schedule panel.
import { eq } from "drizzle-orm";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";
import { users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { notFound } from "../../platform/http/errors";
import { listScheduleEntries } from "./list-schedule-entries";

export async function getUserSchedule(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(SCHEDULE_TEXTS.userNotFound);
  return { user, entries: await listScheduleEntries(db, userId) };
}
