// GET /api/admin/activity: the console's recent activity.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Activity } from "@/domain/admin/admin-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export const getActivityQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.activity(),
    queryFn: ({ signal }) =>
      apiFetch<{ activity: Activity[] }>("/api/admin/activity", { signal }).then((r) => r.activity),
  });

export const useActivity = () => useQuery(getActivityQueryOptions());
