// "Download my data": every row that is this user's, read in one snapshot, one part per feature (export-*-data.ts).
// Each select names its columns, so a password hash, a session token or a feed secret can never slip in, and other
// people appear only as ids.
import { type DataExport, EXPORT_FORMAT } from "../../../domain/privacy/privacy-schemas";
import type { Db, Tx } from "../../platform/database/db";
import type { FileStore } from "../../platform/files/file-store";
import { exportAccountData } from "./export-account-data";
import { iso } from "./export-dates";
import { exportFriendsData } from "./export-friends-data";
import { exportJengaData } from "./export-jenga-data";
import { exportMessageData } from "./export-message-data";
import { exportPushData } from "./export-push-data";
import { exportScheduleData } from "./export-schedule-data";
import { exportSpikeballData } from "./export-spikeball-data";

export async function exportUserData(
  { db, store }: { db: Db; store: FileStore },
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
): Promise<DataExport> {
  const { receiptKey, ...data } = await db.transaction(
    (tx) => readUserRows(tx, userId, currentSessionId, now),
    // One consistent picture of the account, even while the user changes it in another tab.
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (data.spikeball.application && receiptKey) {
    const file = await store.read(receiptKey);
    data.spikeball.application.receipt = file
      ? { contentType: file.contentType, base64: file.body.toString("base64") }
      : null;
  }
  return data;
}

// The parts in the order the file shows them (the JSON keeps this order).
async function readUserRows(tx: Tx, userId: string, currentSessionId: string | null, now: Date) {
  const account = await exportAccountData(tx, userId, currentSessionId);
  const schedule = await exportScheduleData(tx, userId);
  const messages = await exportMessageData(tx, userId);
  const friends = await exportFriendsData(tx, userId);
  const jenga = await exportJengaData(tx, userId);
  const { receiptKey, spikeball } = await exportSpikeballData(tx, userId);
  const push = await exportPushData(tx, userId);
  return {
    receiptKey,
    format: EXPORT_FORMAT,
    exportedAt: iso(now),
    ...account,
    ...schedule,
    messages,
    friends,
    jenga,
    spikeball,
    push,
  };
}
