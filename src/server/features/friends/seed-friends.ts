// Demo friends for `npm run demo`: Maya and Jordan are friends who share with each other (Maya shows her rooms),
// Aisha is Maya's friend and shares with her alone, and Jordan's request to Aisha waits for an answer. Made through
// the same use cases as the app. Only fills an empty friendships table, once the demo students exist.
import { count } from "drizzle-orm";
import { findDemoStudents } from "../../db/demo-people";
import { friendships } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { answerFriendRequest } from "./answer-friend-request";

import { sendFriendRequest } from "./send-friend-request";
import { updateShareSettings } from "./update-share-settings";
import { SILENT } from "../../platform/database/services-plugin";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

// Nobody is connected while the demo data is written: there is no one to tell.
export async function seedDemoFriends(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(friendships);
  if ((existing?.n ?? 0) > 0) return 0;
  const students = await findDemoStudents(db);
  if (!students) return 0;
  const [maya, jordan, aisha] = students;
  if (!maya.schoolId || !jordan.schoolId || !aisha.schoolId) return 0;
  const [m, j, a] = [maya, jordan, aisha].map((u) => ({ id: u.id, schoolId: u.schoolId! }));
  const deps: UseCaseDeps = { db, realtime: SILENT };

  const emailOf = (id: string) => students.find((u) => u.id === id)!.email;
  const befriend = async (from: typeof m, to: typeof m) => {
    const { id } = await sendFriendRequest(deps, from!, { email: emailOf(to!.id) });
    await answerFriendRequest(deps, to!, id, "accept");
  };

  await befriend(m, j);
  await befriend(a, m);
  await updateShareSettings(deps, m!, { shareScope: "all_friends", showRooms: true, chosenFriendIds: [] });
  await updateShareSettings(deps, j!, { shareScope: "all_friends", showRooms: false, chosenFriendIds: [] });
  await updateShareSettings(deps, a!, { shareScope: "chosen_friends", showRooms: false, chosenFriendIds: [m!.id] });
  await sendFriendRequest(deps, j!, { email: aisha.email });
  return 2;
}
