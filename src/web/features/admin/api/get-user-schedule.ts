// GET /api/admin/users/:userId/schedule: one user's schedule, as the admin sees it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export const getUserScheduleQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userSchedule(userId),
    queryFn: ({ signal }) =>
      apiFetch<{ user: { id: string; name: string; email: string }; entries: ScheduleEntry[] }>(
        `/api/admin/users/${encodeURIComponent(userId)}/schedule`,
        { signal },
      ),
  });

export const useUserSchedule = (userId: string | null) =>
  useQuery({ ...getUserScheduleQueryOptions(userId ?? ""), enabled: Boolean(userId) });
