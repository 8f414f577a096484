// GET /api/friends/admin/sharing: whether the admin's school lets students share schedules.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SchoolSharing } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./query-keys";

export function getSchoolSharingQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.schoolSharing(),
    queryFn: ({ signal }) => apiFetch<SchoolSharing>("/api/friends/admin/sharing", { signal }),
  });
}

export function useSchoolSharing() {
  return useQuery(getSchoolSharingQueryOptions());
}
