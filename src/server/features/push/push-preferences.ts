// What reaches my devices: read (the defaults until I first choose) and replaced as a whole.
import { eq } from "drizzle-orm";
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from "../../../domain/push/push-rules";
import { pushPreferences } from "../../db/schema";
import type { Db } from "../../platform/database/db";

export async function getPushPreferences(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  if (!row) return DEFAULT_PUSH_PREFERENCES;
  const { userId: _owner, ...preferences } = row;
  return preferences;
}

export async function setPushPreferences(db: Db, userId: string, preferences: PushPreferences) {
  await db
    .insert(pushPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: preferences });
  return preferences;
}
