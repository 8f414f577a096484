// The users export the console downloads; the export itself is recorded in the audit log.
import { desc } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { EXPORT_COLUMNS, neutraliseCsvCell } from "../../../domain/admin/admin-schemas";
import { users } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/audit-log";
import type { AdminDeps } from "./admin-events";

/** All users as RFC 4180 CSV, with formula-like cells neutralised. */
export async function exportUsersCsv({ db, realtime }: AdminDeps, actor: AuditActor): Promise<string> {
  const rows = await db.transaction(async (tx) => {
    const all = await tx.select().from(users).orderBy(desc(users.createdAt));
    await recordAdminAction(tx, realtime, actor, {
      action: "users.export",
      targetType: "users",
      after: { rows: all.length },
    });
    return all;
  });
  const cells = rows.map((u) =>
    [
      u.email,
      u.name,
      u.schoolId === null ? "" : String(u.schoolId),
      u.status,
      u.createdAt.toISOString(),
      u.isCasStudent ? "Yes" : "No",
    ].map(neutraliseCsvCell),
  );
  return stringify([[...EXPORT_COLUMNS], ...cells], { quoted_match: /[",\r\n]/, record_delimiter: "windows" });
}
