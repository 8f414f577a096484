// GET /api/accounts/sign-up-options: whether sign-up is open, under the admin's key so the console refreshes it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export const getSignupEnabledQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.signup(),
    queryFn: ({ signal }) =>
      apiFetch<{ enabled: boolean }>("/api/accounts/sign-up-options", { signal }).then((r) => r.enabled),
  });

export const useSignupEnabled = () => useQuery(getSignupEnabledQueryOptions());
