import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LowerThirdPinStatus } from "@/domain/broadcast/lower-third";
import type { SportsMatch } from "@/domain/broadcast/sports-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { broadcastKeys } from "./query-keys";

export type ControlCentreAnswer = { matches: SportsMatch[]; serverTime: number; lowerThirdPin: LowerThirdPinStatus };

/** The control centre's first read; the server answers admins only (401 signed out, 403 anyone else). */
export function getControlCentreQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.controlCentre(),
    queryFn: ({ signal }) => apiFetch<ControlCentreAnswer>("/api/sports/control-centre", { signal }),
    staleTime: Infinity,
  });
}

export function useControlCentre() {
  return useQuery(getControlCentreQueryOptions());
}
