// An admin's edit of a user's email, name, school and CAS student flag, recorded in the audit log.
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { editUserSchema } from "../../../domain/admin/admin-schemas";
import { changedFields } from "../../../domain/admin/audit-log";
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import { schools, users } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import { AppError, notFound } from "../../platform/http/errors";
import { toAdminUser } from "./admin-user-row";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function editUser(
  { db, realtime }: UseCaseDeps,
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
        // Null leaves the name as it is (editUserSchema): the table requires one.
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
