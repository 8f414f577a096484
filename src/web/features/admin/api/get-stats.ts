// GET /api/admin/stats: the console's headline numbers.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@/domain/admin/admin-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export const getStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => apiFetch<AdminStats>("/api/admin/stats", { signal }),
  });

export const useStats = () => useQuery(getStatsQueryOptions());
