// GET /api/accounts/setup: whether the first administrator can still be created ("open"), or setup is done (410).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/web/lib/api-client";

export type SetupStatus = "open" | "done";

export async function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  try {
    await apiFetch<{ status: "open" }>("/api/accounts/setup", { signal });
    return "open";
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return "done";
    throw error;
  }
}

export const setupStatusQueryKey = ["accounts", "setup"] as const;

export function getSetupStatusQueryOptions() {
  return queryOptions({ queryKey: setupStatusQueryKey, queryFn: ({ signal }) => getSetupStatus(signal) });
}

export function useSetupStatus() {
  return useQuery(getSetupStatusQueryOptions());
}
