import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { messagingKeys } from "./query-keys";

export type Person = { id: string; name: string; email: string; role: string };

export function getPeopleQueryOptions(search: string) {
  return queryOptions({
    queryKey: messagingKeys.people(search),
    queryFn: ({ signal }) =>
      apiFetch<{ people: Person[] }>(`/api/messages/people?search=${encodeURIComponent(search)}`, { signal }).then(
        (r) => r.people,
      ),
  });
}

export function usePeople(search: string, enabled: boolean) {
  // While a new search runs, the previous results stay on screen.
  return useQuery({ ...getPeopleQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
