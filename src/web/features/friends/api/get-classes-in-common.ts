// GET /api/friends/classes-in-common: for each of my classes, the friends sharing with me who take it too.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ClassesInCommon } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./query-keys";

export function getClassesInCommonQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.classesInCommon(),
    queryFn: ({ signal }) => apiFetch<ClassesInCommon>("/api/friends/classes-in-common", { signal }),
    refetchInterval: 60_000,
  });
}

export function useClassesInCommon() {
  return useQuery(getClassesInCommonQueryOptions());
}
