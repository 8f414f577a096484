// The admin console's contracts: statistics, activity, the user list and its filters, edits, teacher decisions and
// the users export. Shared by the server (validation, OpenAPI) and the console.
import { z } from "zod";
import { accountStatuses, meSchema } from "../accounts/account-schemas";
import { personEmail, personName, personSchoolId } from "../accounts/person-fields";
import { pageQueryShape } from "../paging/paging";

export const userStatsSchema = z.object({
  totalUsers: z.number(),
  newUsersWeek: z.number(),
  newUsersToday: z.number(),
  activeUsers: z.number(),
  suspendedUsers: z.number(),
  bannedUsers: z.number(),
  totalGames: z.number(),
  activeGames: z.number(),
  gamesToday: z.number(),
});
export type AdminStats = z.infer<typeof userStatsSchema>;

export const ACTIVITY_TYPES = ["user_registration", "game_created", "message_sent"] as const;
export const activitySchema = z.object({
  activityType: z.enum(ACTIVITY_TYPES),
  activityDescription: z.string(),
  createdAt: z.string(),
  userEmail: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const USER_SORTS = ["created_at", "email", "name", "status"] as const;
export const USERS_PAGE_SIZE = 50;

export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(accountStatuses).optional(),
  schoolId: z.coerce.number().int().positive().optional(),
  sort: z.enum(USER_SORTS).default("created_at"),
  ...pageQueryShape(USERS_PAGE_SIZE, 200),
});
/** What the console asks for: any of the list's options, the server filling in the defaults. */
export type UserListQuery = Partial<z.output<typeof userListQuerySchema>>;

/** A user as the console lists them: what they see of themselves, and why they are blocked. */
export const adminUserSchema = meSchema.extend({
  banReason: z.string().nullable(),
  bannedUntil: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Edit user: the email required, as every person's; the name and school optional, null leaving the name as it is
 * (the table requires one) and the school empty. An administrator may change a name but not empty it: a name given
 * follows the sign-up's rule.
 */
export const editUserSchema = z.object({
  email: personEmail,
  name: personName.nullish().transform((name) => name ?? null),
  schoolId: personSchoolId.nullish().transform((id) => id ?? null),
  isCasStudent: z.boolean().default(false),
});
export type EditUserInput = z.input<typeof editUserSchema>;

export const TEACHER_APPLICATION_STATUSES = ["pending", "approved", "denied"] as const;

export const teacherApplicationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  schoolId: z.number().nullable(),
  roomNumber: z.string().nullable(),
  status: z.enum(TEACHER_APPLICATION_STATUSES),
  createdAt: z.string(),
});

export const EXPORT_COLUMNS = ["Email", "Name", "School ID", "Status", "Created At", "CAS Student"] as const;

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, tab or carriage return as a formula; a leading apostrophe
 * makes it plain text (OWASP's advice against CSV injection).
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The export's file name: users-YYYY-MM-DD.csv. */
export function exportFileName(date: Date): string {
  return `users-${date.toISOString().slice(0, 10)}.csv`;
}
