import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

/** Who I am in the game (and whether I administer it), with my statistics. 401 when signed out. */
export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: jengaKeys.profile(),
    queryFn: ({ signal }) => apiFetch<JengaProfile>("/api/jenga/me", { signal }),
  });
}

export function useJengaProfile() {
  return useQuery(getProfileQueryOptions());
}
