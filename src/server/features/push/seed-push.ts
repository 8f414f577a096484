// Demo choices of what reaches the demo students' phones, for `npm run demo`: Maya plays Jenga and Spikeball and
// asked for their pushes too, Aisha hides message text on her lock screen, Jordan keeps the defaults. No devices:
// a demo has no browser's push service to send to, so signing in and turning notifications on is left to the visitor.
// Only fills an empty table, once the demo students exist.
import { count } from "drizzle-orm";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { findDemoStudents } from "../../db/demo-people";
import { pushPreferences } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { setPushPreferences } from "./push-preferences";

export async function seedDemoPushPreferences(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(pushPreferences);
  if ((existing?.n ?? 0) > 0) return 0;
  const students = await findDemoStudents(db);
  if (!students) return 0;
  const [{ id: maya }, , { id: aisha }] = students;
  await setPushPreferences(db, maya, { ...DEFAULT_PUSH_PREFERENCES, jenga: true, spikeball: true });
  await setPushPreferences(db, aisha, { ...DEFAULT_PUSH_PREFERENCES, hideMessageText: true });
  return 2;
}
