// GET /api/admin/users: one page of users, filtered and sorted as the console asks.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUser, UserListQuery } from "@/domain/admin/admin-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export function getUsersQueryOptions(query: UserListQuery) {
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

export const useUsers = (query: UserListQuery) =>
  useQuery({
    ...getUsersQueryOptions(query),
    placeholderData: keepPreviousData,
    // A list never loaded leaves the console without its user data; a failed refresh keeps the list it showed.
    meta: {
      errorMessage: (_error, { refreshing }) => (refreshing ? "Failed to fetch users" : "Failed to load user data"),
    },
  });
