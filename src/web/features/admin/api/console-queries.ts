// The admin console's reads: statistics, activity, users, a user's schedule, teacher applications, notifications,
// and whether sign-up is open.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Activity, AdminStats, AdminUser, UserListQuery } from "@/domain/admin/admin-schemas";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./admin-keys";

export type TeacherApplication = {
  id: string;
  userId: string;
  name: string;
  email: string;
  schoolId: number | null;
  roomNumber: string | null;
  status: string;
  createdAt: string;
};
export type AdminNotification = {
  id: string;
  title: string;
  message: string;
  type: "info" | "success" | "warning" | "error";
  isActive: boolean;
  expiresAt: string | null;
  createdAt: string;
};

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => apiFetch<AdminStats>("/api/admin/stats", { signal }),
  });

export const activityQuery = () =>
  queryOptions({
    queryKey: adminKeys.activity(),
    queryFn: ({ signal }) =>
      apiFetch<{ activity: Activity[] }>("/api/admin/activity", { signal }).then((r) => r.activity),
  });

export function usersQuery(query: UserListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      apiFetch<{ users: AdminUser[]; total: number; page: number; pageSize: number }>(`/api/admin/users?${params}`, {
        signal,
      }),
  });
}

export const userScheduleQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userSchedule(userId),
    queryFn: ({ signal }) =>
      apiFetch<{ user: { id: string; name: string; email: string }; entries: ScheduleEntry[] }>(
        `/api/admin/users/${encodeURIComponent(userId)}/schedule`,
        { signal },
      ),
  });

export const teachersQuery = () =>
  queryOptions({
    queryKey: adminKeys.teachers(),
    queryFn: ({ signal }) =>
      apiFetch<{ applications: TeacherApplication[] }>("/api/admin/teacher-applications", { signal }).then(
        (r) => r.applications,
      ),
  });

export const adminNotificationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.notifications(),
    queryFn: ({ signal }) =>
      apiFetch<{ notifications: AdminNotification[] }>("/api/admin/notifications", { signal }).then(
        (r) => r.notifications,
      ),
  });

export const signupQuery = () =>
  queryOptions({
    queryKey: adminKeys.signup(),
    queryFn: ({ signal }) =>
      apiFetch<{ enabled: boolean }>("/api/accounts/sign-up-options", { signal }).then((r) => r.enabled),
  });

export const useStats = () => useQuery(statsQuery());
export const useActivity = () => useQuery(activityQuery());
export const useUsers = (query: UserListQuery) =>
  useQuery({
    ...usersQuery(query),
    placeholderData: keepPreviousData,
    // A list never loaded leaves the console without its user data; a failed refresh keeps the list it showed.
    meta: {
      errorMessage: (_error, { refreshing }) => (refreshing ? "Failed to fetch users" : "Failed to load user data"),
    },
  });
export const useUserSchedule = (userId: string | null) =>
  useQuery({ ...userScheduleQuery(userId ?? ""), enabled: Boolean(userId) });
export const useTeacherApplications = () =>
  useQuery({ ...teachersQuery(), meta: { errorMessage: "Failed to load pending teacher applications" } });
export const useAdminNotifications = () => useQuery(adminNotificationsQuery());
export const useSignupEnabled = () => useQuery(signupQuery());
