// How a user reads in the admin console, shared by the user list and the user edit.
import type { AdminUser } from "../../../domain/admin/admin-schemas";
import type { users } from "../../db/schema";

export const toAdminUser = (u: typeof users.$inferSelect): AdminUser => ({
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
