// GET /api/push/devices: my devices that get notifications, this browser marked.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PushDevice } from "@/domain/push/push-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { pushKeys } from "./query-keys";

export function getPushDevicesQueryOptions() {
  return queryOptions({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) =>
      apiFetch<{ devices: PushDevice[] }>("/api/push/devices", { signal }).then((r) => r.devices),
  });
}

export function usePushDevices() {
  return useQuery(getPushDevicesQueryOptions());
}
