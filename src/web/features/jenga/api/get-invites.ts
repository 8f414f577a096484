import { queryOptions, useQuery } from "@tanstack/react-query";
import type { JengaInvite } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getInvitesQueryOptions() {
  return queryOptions({
    queryKey: jengaKeys.invites(),
    queryFn: ({ signal }) =>
      apiFetch<{ invites: JengaInvite[] }>("/api/jenga/invites", { signal }).then((r) => r.invites),
  });
}

export function useInvites() {
  return useQuery(getInvitesQueryOptions());
}
