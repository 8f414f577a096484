// The accounts every feature points at: schools, users, better-auth's sessions, accounts and verifications, the
// first-run setup link and teachers' applications.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accountStatuses, userRoles } from "../../../domain/accounts/account-schemas";
import { TEACHER_APPLICATION_STATUSES } from "../../../domain/admin/admin-schemas";
import { createdAt, oneOf, timestamptz, updatedAt } from "./columns";

export const schools = pgTable("schools", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique("schools_name_unique"),
  createdAt: createdAt(),
});

// Shaped for better-auth (modelName "users"): string ids it generates, name, email, email_verified, image, timestamps.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique("users_email_unique"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    schoolId: integer("school_id").references(() => schools.id, { onDelete: "set null" }),
    role: text("role", { enum: userRoles }).notNull().default("student"),
    status: text("status", { enum: accountStatuses }).notNull().default("active"),
    // Null with status "banned" means a permanent ban; a past value means the ban has run out.
    bannedUntil: timestamptz("banned_until"),
    banReason: text("ban_reason"),
    isCasStudent: boolean("is_cas_student").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", oneOf(t.role, userRoles)),
    check("users_status_check", oneOf(t.status, accountStatuses)),
    // Emails are compared case-insensitively by storing them lowercased; the unique constraint then does the rest.
    check("users_email_lowercase_check", sql`${t.email} = lower(${t.email})`),
    // Lifting a ban must also clear its end time, so a stale banned_until never lingers on an active account.
    check("users_banned_until_check", sql`${t.bannedUntil} is null or ${t.status} = 'banned'`),
    index("users_created_at_idx").on(t.createdAt),
    // The admin users list, newest first: its last page skips 30,000 entries of this index alone.
    index("users_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("users_school_id_idx").on(t.schoolId),
    // The messaging user list: active users ordered by name; also the admin filter by status.
    index("users_status_name_idx").on(t.status, t.name),
    // A student's people to message: the active administrators by name (a few hundred in a district, not everyone).
    index("users_role_status_name_idx").on(t.role, t.status, t.name),
    // The admin users list sorted by name, and by status (newest first within one).
    index("users_name_email_idx").on(t.name, t.email),
    index("users_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    // Searches by any part of a name or an email (ILIKE '%…%'): trigram indexes (the pg_trgm extension).
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

// better-auth's own tables (modelNames "sessions", "accounts", "verifications"), in its field names.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    // The opaque value in the session cookie and in an iOS app's bearer token.
    token: text("token").notNull().unique("sessions_token_unique"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // Set when the account is suspended or banned: the session can never be used again, but until it is signed out
    // or expires it answers each request with the reason, so every open tab can show the restriction screen.
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    // An argon2id hash (PHC string) for the "credential" provider.
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_unique").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("verifications_identifier_idx").on(t.identifier),
    index("verifications_expires_at_idx").on(t.expiresAt),
  ],
);

// The first-run setup link (features/accounts/issue-setup-link.ts): at most one per database, written at a start that
// finds no administrator, gone once it is used. Only the token's SHA-256 is kept; the link itself is printed once.
export const setupTokens = pgTable(
  "setup_tokens",
  {
    id: smallint("id").primaryKey().default(1),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("setup_tokens_one_row_check", sql`${t.id} = 1`)],
);

// Written at sign-up by a teacher, decided by an admin in the console.
export const teacherApplications = pgTable(
  "teacher_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique("teacher_applications_user_id_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    // Name and email as given at sign-up, kept so the review list reads without a join.
    name: text("name").notNull(),
    email: text("email").notNull(),
    schoolId: integer("school_id").references(() => schools.id, { onDelete: "set null" }),
    roomNumber: text("room_number"),
    status: text("status", { enum: TEACHER_APPLICATION_STATUSES }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamptz("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("teacher_applications_status_check", oneOf(t.status, TEACHER_APPLICATION_STATUSES)),
    check("teacher_applications_email_lowercase_check", sql`${t.email} = lower(${t.email})`),
    index("teacher_applications_status_created_at_idx").on(t.status, t.createdAt),
    index("teacher_applications_school_id_idx").on(t.schoolId),
    index("teacher_applications_reviewed_by_idx").on(t.reviewedBy),
  ],
);

export type School = typeof schools.$inferSelect;
export type NewSchool = typeof schools.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TeacherApplication = typeof teacherApplications.$inferSelect;
export type NewTeacherApplication = typeof teacherApplications.$inferInsert;
