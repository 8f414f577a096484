import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { encodeCursor } from "../../../domain/paging/cursor";
import { auditLog, notifications, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { cursorTime, olderThanCursor } from "../../platform/database/cursor-sql";

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/**
 * One page of the audit log, newest first (older than the cursor `before` when given), with a readable name for user
 * and notification targets. The page's entries are found first, by the time index and a LIMIT, then their targets
 * are named: a year's log (60,000 entries) is never counted, sorted or skipped through.
 */
export async function listAuditLog(db: Db, options: { before?: string | undefined; pageSize: number }) {
  const found = await db
    .select({
      id: auditLog.id,
      time: cursorTime(auditLog.createdAt),
    })
    .from(auditLog)
    .where(olderThanCursor(options.before, auditLog.createdAt, auditLog.id))
    .orderBy(...newestFirst)
    .limit(options.pageSize + 1);
  const onPage = found.slice(0, options.pageSize);
  const last = onPage.at(-1);
  const nextCursor = found.length > options.pageSize && last ? encodeCursor(last.time, last.id) : null;
  const rows = !onPage.length
    ? []
    : await db
        .select({
          entry: auditLog,
          userEmail: users.email,
          notificationTitle: notifications.title,
        })
        .from(auditLog)
        .leftJoin(users, and(eq(auditLog.targetType, "user"), eq(users.id, auditLog.targetId)))
        .leftJoin(
          notifications,
          and(eq(auditLog.targetType, "notification"), sql`${notifications.id}::text = ${auditLog.targetId}`),
        )
        .where(
          inArray(
            auditLog.id,
            onPage.map((entry) => entry.id),
          ),
        );
  // In the page's order, known already: sorting again would make PostgreSQL walk the time index for it.
  const position = new Map(onPage.map((entry, i) => [entry.id, i]));
  rows.sort((a, b) => position.get(a.entry.id)! - position.get(b.entry.id)!);
  const snapshot = (value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  return {
    entries: rows.map(({ entry, userEmail, notificationTitle }) => {
      const before = snapshot(entry.before);
      const after = snapshot(entry.after);
      // A deleted notification is gone from its table: its title lives on in the entry's snapshot.
      const recordedTitle = (before?.title ?? after?.title) as string | undefined;
      return {
        id: entry.id,
        actorId: entry.actorId,
        actorEmail: entry.actorEmail,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetLabel: userEmail ?? notificationTitle ?? recordedTitle ?? null,
        before,
        after,
        createdAt: entry.createdAt.toISOString(),
      };
    }),
    nextCursor,
  };
}
