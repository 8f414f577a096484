import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InvitableUser } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getInvitableUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: jengaKeys.invitableUsers(search),
    queryFn: ({ signal }) =>
      apiFetch<{ users: InvitableUser[] }>(`/api/jenga/admin/users?search=${encodeURIComponent(search)}`, {
        signal,
      }).then((r) => r.users),
  });
}

export function useInvitableUsers(search: string, enabled: boolean) {
  // While a new search runs, the previous results stay on screen.
  return useQuery({ ...getInvitableUsersQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
