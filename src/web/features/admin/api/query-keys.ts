// Query keys of the admin console: an event on the `admin` topic refetches everything under `adminKeys.all`.
import type { UserListQuery } from "@/domain/admin/admin-schemas";

export const adminKeys = {
  all: ["admin"] as const,
  stats: () => ["admin", "stats"] as const,
  activity: () => ["admin", "activity"] as const,
  users: (query: UserListQuery) => ["admin", "users", query] as const,
  userSchedule: (userId: string) => ["admin", "user-schedule", userId] as const,
  teachers: () => ["admin", "teachers"] as const,
  notifications: () => ["admin", "notifications"] as const,
  signup: () => ["admin", "signup"] as const,
  auditLog: (before: string | null) => ["admin", "audit-log", before] as const,
};
