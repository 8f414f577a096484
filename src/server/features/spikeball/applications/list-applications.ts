// The admin's Applications panel: the active users in one application state, a page at a time, newest first, each
// with a receipt URL signed for SIGNED_URL_SECONDS. A state with an application row is read from that table by its
// (status, created_at, id) index; "not_applied" walks the active users, newest first, that have none, administrators
// aside: they run the tournament and are never approved as players.
// The totals are counted where an index holds them, less the few users who are not active (suspended or banned,
// found by the users' status index): counting through a join with every user read the whole users table.
import { and, asc, count, desc, eq, inArray, ne, notExists, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { accountStatuses } from "../../../../domain/accounts/account-schemas";
import { pageOffset } from "../../../../domain/paging/paging";
import { SIGNED_URL_SECONDS } from "../../../../domain/spikeball/spikeball-rules";
import type {
  AdminApplicationView,
  AdminApplicationsPage,
  AdminApplicationsQuery,
} from "../../../../domain/spikeball/spikeball-schemas";
import { spikeballApplications, users } from "../../../db/schema";
import { type Db, queryRows } from "../../../platform/database/db";
import type { FileStore } from "../../../platform/files/file-store";

const INACTIVE = accountStatuses.filter((s) => s !== "active");

export async function listApplications(
  db: Db,
  store: FileStore,
  { status, page, pageSize }: AdminApplicationsQuery,
): Promise<AdminApplicationsPage> {
  const { rows, total } =
    status === "not_applied" ? await notApplied(db, page, pageSize) : await withApplication(db, status, page, pageSize);
  const applications = await Promise.all(
    rows.map(async (r): Promise<AdminApplicationView> => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      applicationId: r.applicationId,
      status,
      adminNotes: r.adminNotes,
      createdAt: r.createdAt?.toISOString() ?? null,
      hasReceipt: Boolean(r.receiptKey),
      receiptUrl: r.receiptKey ? await store.signedUrl(r.receiptKey, SIGNED_URL_SECONDS) : null,
    })),
  );
  return { applications, total, page, pageSize };
}

type Row = {
  userId: string;
  name: string;
  email: string;
  applicationId: string | null;
  adminNotes: string | null;
  createdAt: Date | null;
  receiptKey: string | null;
};

async function withApplication(
  db: Db,
  status: "pending" | "approved" | "denied",
  page: number,
  pageSize: number,
): Promise<{ rows: Row[]; total: number }> {
  // Suspended and banned users are left out, as a review of theirs would be refused.
  const where = and(eq(spikeballApplications.status, status), eq(users.status, "active"));
  const [rows, total] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        applicationId: spikeballApplications.id,
        adminNotes: spikeballApplications.adminNotes,
        createdAt: spikeballApplications.createdAt,
        receiptKey: spikeballApplications.receiptKey,
      })
      .from(spikeballApplications)
      .innerJoin(users, eq(users.id, spikeballApplications.userId))
      .where(where)
      .orderBy(desc(spikeballApplications.createdAt), desc(spikeballApplications.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    difference(
      db,
      db.select({ n: count() }).from(spikeballApplications).where(eq(spikeballApplications.status, status)),
      inactiveApplications(db, status),
    ),
  ]);
  return { rows, total };
}

async function notApplied(db: Db, page: number, pageSize: number): Promise<{ rows: Row[]; total: number }> {
  const where: SQL | undefined = and(
    eq(users.status, "active"),
    ne(users.role, "admin"),
    notExists(
      db
        .select({ one: spikeballApplications.id })
        .from(spikeballApplications)
        .where(eq(spikeballApplications.userId, users.id)),
    ),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    // Active users who are not administrators, less their applications (every application, less those of inactive
    // users and those of administrators, which an earlier bulk approval could create).
    difference(
      db,
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.status, "active"), ne(users.role, "admin"))),
      db.select({ n: count() }).from(spikeballApplications),
      inactiveApplications(db),
      activeAdminApplications(db),
    ),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, applicationId: null, adminNotes: null, createdAt: null, receiptKey: null })),
    total,
  };
}

/** `first - second (+ the rest)` of counts, worked out by the database in one round trip. */
async function difference(db: Db, first: SQLWrapper, second: SQLWrapper, ...rest: SQLWrapper[]): Promise<number> {
  const plus = sql.join(
    rest.map((term) => sql` + (${term})`),
    sql``,
  );
  const [row] = await queryRows<{ n: string | number }>(db, sql`select (${first}) - (${second})${plus} as n`);
  return Number(row?.n ?? 0);
}

/** How many applications belong to active administrators (the inactive ones are counted by inactiveApplications). */
function activeAdminApplications(db: Db) {
  return db
    .select({ n: count() })
    .from(spikeballApplications)
    .innerJoin(users, eq(users.id, spikeballApplications.userId))
    .where(and(eq(users.role, "admin"), eq(users.status, "active")));
}

/** How many applications (in `status`, or any) belong to users who are not active. */
function inactiveApplications(db: Db, status?: "pending" | "approved" | "denied") {
  return db
    .select({ n: count() })
    .from(spikeballApplications)
    .innerJoin(users, eq(users.id, spikeballApplications.userId))
    .where(and(inArray(users.status, INACTIVE), status ? eq(spikeballApplications.status, status) : undefined));
}
