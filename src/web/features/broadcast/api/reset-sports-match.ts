import { apiFetch } from "@/web/lib/api-client";
import type { SportsMatchAnswer } from "./get-sports-match";

/** Reset Match: both scores 0, the clock stopped at 0. */
export function resetSportsMatch(matchNumber: number, changeId: string) {
  return apiFetch<SportsMatchAnswer>(`/api/sports/matches/${matchNumber}/reset`, {
    method: "POST",
    body: { changeId },
    retry: false,
  });
}
