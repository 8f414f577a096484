// What the admin console keeps: the sign-up switch and the audit log of every admin action.
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, notBlank, updatedAt } from "./columns";

export const signupSettings = pgTable(
  "signup_settings",
  {
    // A single-row table: the id is always 1, so an upsert on id = 1 is the only write.
    id: smallint("id").primaryKey().default(1),
    isSignupEnabled: boolean("is_signup_enabled").notNull().default(true),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("signup_settings_single_row_check", sql`${t.id} = 1`),
    index("signup_settings_updated_by_idx").on(t.updatedBy),
  ],
);

// Beyond the spec: every admin action, with who, when, what and the values before and after.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept when the admin's account is deleted: the record names them by the email they had.
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    // A short verb such as "user.update", "user.status", "notification.create", "teacher.approve", "signup.toggle".
    action: text("action").notNull(),
    // What the action was done to: a table's name and the row's id (null for school-wide settings and exports).
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    // JSON snapshots of the changed fields (null where there is no before, such as a new notification).
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_check", sql`${notBlank(t.action)} and char_length(${t.action}) <= 64`),
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_id_idx").on(t.actorId),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export type SignupSettings = typeof signupSettings.$inferSelect;
