import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { auditLog, notifications, users } from "../../db/schema";
import type { Db } from "../../platform/db";

/** One page of the audit log, newest first, with a readable name for user and notification targets. */
export async function listAuditLog(db: Db, page: number, pageSize: number) {
  const order = [desc(auditLog.createdAt), desc(auditLog.id)];
  // The page's ids first, then the names of their targets: joining before the offset named the targets of every
  // skipped entry too (a year's log sorted on disk: the last page took 2.7 s at 50 connections, bench/year-routes.ts).
  const pageIds = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, [total]] = await Promise.all([
    db
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
      .where(inArray(auditLog.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(auditLog),
  ]);
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
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
