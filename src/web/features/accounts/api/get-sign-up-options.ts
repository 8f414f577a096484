// GET /api/accounts/sign-up-options: whether registration is open, and the schools to choose from.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

export type SignUpOptions = { enabled: boolean; schools: Array<{ id: number; name: string }> };

export function getSignUpOptions(signal?: AbortSignal): Promise<SignUpOptions> {
  return apiFetch<SignUpOptions>("/api/accounts/sign-up-options", { signal });
}

export const signUpOptionsQueryKey = ["accounts", "sign-up-options"] as const;

export function getSignUpOptionsQueryOptions() {
  return queryOptions({
    queryKey: signUpOptionsQueryKey,
    queryFn: ({ signal }) => getSignUpOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSignUpOptions() {
  return useQuery(getSignUpOptionsQueryOptions());
}
