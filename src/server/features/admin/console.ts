// The admin console's reads and writes: statistics, recent activity, the user list, user edits, teacher
// applications, sign-up control and the users export. Every caller has already been checked to be an admin.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { z } from "zod";
import {
  type Activity,
  type AdminStats,
  type AdminUser,
  type editUserSchema,
  EXPORT_COLUMNS,
  neutraliseCsvCell,
  type userListQuerySchema,
} from "../../../domain/admin/admin-schemas";
import { changedFields } from "../../../domain/admin/audit-log";
import { auditLog, notifications, schools, signupSettings, teacherApplications, users } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/audit-log";
import { type Db, queryRows } from "../../platform/db";
import { AppError, notFound } from "../../platform/errors";
import type { RealtimeHub } from "../../platform/realtime";

type Deps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };

export const ADMIN_TOPIC = "admin";

export async function consoleStats(db: Db): Promise<AdminStats> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`
    select
      (select count(*) from users)::int as total_users,
      (select count(*) from users where created_at >= now() - interval '7 days')::int as new_users_week,
      (select count(*) from users where created_at >= date_trunc('day', now()))::int as new_users_today,
      (select count(*) from users where status = 'active')::int as active_users,
      (select count(*) from users where status = 'suspended')::int as suspended_users,
      (select count(*) from users where status = 'banned')::int as banned_users,
      (select count(*) from jenga_games)::int as total_games,
      (select count(*) from jenga_games where status = 'active')::int as active_games,
      (select count(*) from jenga_games where created_at >= date_trunc('day', now()))::int as games_today`,
  );
  const r = row ?? {};
  return {
    totalUsers: Number(r.total_users ?? 0),
    newUsersWeek: Number(r.new_users_week ?? 0),
    newUsersToday: Number(r.new_users_today ?? 0),
    activeUsers: Number(r.active_users ?? 0),
    suspendedUsers: Number(r.suspended_users ?? 0),
    bannedUsers: Number(r.banned_users ?? 0),
    totalGames: Number(r.total_games ?? 0),
    activeGames: Number(r.active_games ?? 0),
    gamesToday: Number(r.games_today ?? 0),
  };
}

/** Registrations, games created and messages sent, newest first. Message texts stay private: only who and when. */
export async function recentActivity(db: Db, limit = 50): Promise<Activity[]> {
  const rows = await queryRows<{
    type: Activity["activityType"];
    description: string;
    created_at: string | Date;
    email: string | null;
  }>(
    db,
    sql`
    (select 'user_registration' as type, 'New user registered: ' || name as description, created_at, email
       from users order by created_at desc limit ${limit})
    union all
    (select 'game_created', 'Jenga game created: ' || g.name, g.created_at, u.email
       from jenga_games g left join users u on u.id = g.created_by order by g.created_at desc limit ${limit})
    union all
    (select 'message_sent', 'Message sent by ' || u.name, m.created_at, u.email
       from messages m join users u on u.id = m.sender_id order by m.created_at desc limit ${limit})
    order by created_at desc
    limit ${limit}`,
  );
  return rows.map((r) => ({
    activityType: r.type,
    activityDescription: r.description,
    createdAt: new Date(r.created_at).toISOString(),
    userEmail: r.email,
  }));
}

const toAdminUser = (u: typeof users.$inferSelect): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  schoolId: u.schoolId,
  isCasStudent: u.isCasStudent,
  emailVerified: u.emailVerified,
  banReason: u.banReason,
  bannedUntil: u.bannedUntil?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of the user list, filtered and sorted on the server so 10,000 users stay fast. */
export async function listUsers(db: Db, query: z.output<typeof userListQuerySchema>) {
  const filters: (SQL | undefined)[] = [
    query.search
      ? or(ilike(users.email, `%${escapeLike(query.search)}%`), ilike(users.name, `%${escapeLike(query.search)}%`))
      : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.schoolId ? eq(users.schoolId, query.schoolId) : undefined,
  ];
  const where = and(...filters);
  const order = {
    created_at: [desc(users.createdAt), asc(users.id)],
    email: [asc(users.email)],
    name: [asc(users.name), asc(users.email)],
    status: [asc(users.status), desc(users.createdAt)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function editUser(
  { db, realtime }: Deps,
  actor: AuditActor,
  userId: string,
  input: z.output<typeof editUserSchema>,
) {
  if (input.schoolId !== null) {
    const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId));
    if (!school) throw new AppError("unknown_school", "That school does not exist");
  }
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), sql`${users.id} <> ${userId}`));
    if (taken) throw new AppError("email_taken", "Another account already uses this email", 409);
    const [before] = await tx.select().from(users).where(eq(users.id, userId));
    if (!before) throw notFound("User not found");
    const [updated] = await tx
      .update(users)
      .set({
        email: input.email,
        // The name is required in our table: an emptied name keeps the current one.
        name: input.name ?? before.name,
        schoolId: input.schoolId,
        isCasStudent: input.isCasStudent,
        // A changed address must be confirmed again before it is trusted for mail.
        emailVerified: input.email === before.email ? before.emailVerified : false,
      })
      .where(eq(users.id, userId))
      .returning();
    const fields = (u: typeof users.$inferSelect) => ({
      email: u.email,
      name: u.name,
      schoolId: u.schoolId,
      isCasStudent: u.isCasStudent,
    });
    await recordAdminAction(tx, realtime, actor, {
      action: "user.update",
      targetType: "user",
      targetId: userId,
      ...changedFields(fields(before), fields(updated!)),
    });
    await realtime.publish(tx, ADMIN_TOPIC, "users-changed", { userId });
    return toAdminUser(updated!);
  });
}

export async function pendingTeacherApplications(db: Db) {
  const rows = await db
    .select()
    .from(teacherApplications)
    .where(eq(teacherApplications.status, "pending"))
    .orderBy(asc(teacherApplications.createdAt));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    schoolId: r.schoolId,
    roomNumber: r.roomNumber,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Approving makes the account a teacher; denying leaves it a student. Each application is decided once. */
export async function decideTeacherApplication(
  { db, realtime }: Deps,
  actor: AuditActor,
  userId: string,
  approve: boolean,
) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .update(teacherApplications)
      .set({ status: approve ? "approved" : "denied", reviewedBy: actor.id, reviewedAt: new Date() })
      .where(and(eq(teacherApplications.userId, userId), eq(teacherApplications.status, "pending")))
      .returning();
    if (!application) throw notFound("No pending teacher application for this user");
    const promoted = approve
      ? await tx
          .update(users)
          .set({ role: "teacher" })
          .where(and(eq(users.id, userId), eq(users.role, "student")))
          .returning({ id: users.id })
      : [];
    await recordAdminAction(tx, realtime, actor, {
      action: approve ? "teacher.approve" : "teacher.deny",
      targetType: "user",
      targetId: userId,
      before: { application: "pending", ...(promoted.length ? { role: "student" } : {}) },
      after: { application: application.status, ...(promoted.length ? { role: "teacher" } : {}) },
    });
    await realtime.publish(tx, ADMIN_TOPIC, "teachers-changed", { userId });
    return application.status;
  });
}

export async function setSignUpEnabled({ db, realtime }: Deps, actor: AuditActor, enabled: boolean) {
  const adminId = actor.id;
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ enabled: signupSettings.isSignupEnabled }).from(signupSettings).for("update");
    await tx
      .insert(signupSettings)
      .values({ id: 1, isSignupEnabled: enabled, updatedBy: adminId })
      .onConflictDoUpdate({
        target: signupSettings.id,
        set: { isSignupEnabled: enabled, updatedBy: adminId, updatedAt: new Date() },
      });
    await recordAdminAction(tx, realtime, actor, {
      action: "signup.toggle",
      targetType: "signup_settings",
      before: { signupEnabled: current?.enabled ?? true },
      after: { signupEnabled: enabled },
    });
    await realtime.publish(tx, ADMIN_TOPIC, "signup-changed", { enabled });
  });
  return enabled;
}

/** All users as RFC 4180 CSV, with formula-like cells neutralised. */
export async function exportUsersCsv({ db, realtime }: Deps, actor: AuditActor): Promise<string> {
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

/** One page of the audit log, newest first, with a readable name for user and notification targets. */
export async function listAuditLog(db: Db, page: number, pageSize: number) {
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
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
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
