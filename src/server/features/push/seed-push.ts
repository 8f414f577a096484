// Demo choices of what reaches the demo students' phones, for `npm run demo`: Maya plays Jenga and Spikeball and
// asked for their pushes too, Aisha hides message text on her lock screen, Jordan keeps the defaults. No devices:
// a demo has no browser's push service to send to, so signing in and turning notifications on is left to the visitor.
// Only fills an empty table, once the demo students exist.
import { count, inArray } from "drizzle-orm";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { DEMO_STUDENTS } from "../../db/demo-students";
import { pushPreferences, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { setPushPreferences } from "./push-preferences";

export async function seedDemoPushPreferences(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(pushPreferences);
  if ((existing?.n ?? 0) > 0) return 0;
  const [mayaEmail, , aishaEmail] = DEMO_STUDENTS.map((s) => s.email);
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [mayaEmail!, aishaEmail!]));
  const idOf = (email: string | undefined) => found.find((u) => u.email === email)?.id;
  const [maya, aisha] = [idOf(mayaEmail), idOf(aishaEmail)];
  if (!maya || !aisha) return 0;
  await setPushPreferences(db, maya, { ...DEFAULT_PUSH_PREFERENCES, jenga: true, spikeball: true });
  await setPushPreferences(db, aisha, { ...DEFAULT_PUSH_PREFERENCES, hideMessageText: true });
  return 2;
}
