// GET /api/push/preferences: what reaches my devices.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PushPreferences } from "@/domain/push/push-rules";
import { apiFetch } from "@/web/lib/api-client";
import { pushKeys } from "./query-keys";

export function getPushPreferencesQueryOptions() {
  return queryOptions({
    queryKey: pushKeys.preferences(),
    queryFn: ({ signal }) =>
      apiFetch<{ preferences: PushPreferences }>("/api/push/preferences", { signal }).then((r) => r.preferences),
  });
}

export function usePushPreferences() {
  return useQuery(getPushPreferencesQueryOptions());
}
