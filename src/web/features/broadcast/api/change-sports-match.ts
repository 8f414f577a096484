import type { SportsMatchChange } from "@/domain/broadcast/sports-schemas";
import { apiFetch } from "@/web/lib/api-client";
import type { SportsMatchAnswer } from "./get-sports-match";

/**
 * Sends an operator's change. Never retried: a goal is a difference, and a gateway that timed out after the server
 * counted it would count it twice.
 */
export function changeSportsMatch(matchNumber: number, change: SportsMatchChange) {
  return apiFetch<SportsMatchAnswer>(`/api/sports/matches/${matchNumber}`, {
    method: "PATCH",
    body: change,
    retry: false,
    // A change made just before the control centre closes still reaches the server.
    keepalive: true,
  });
}
