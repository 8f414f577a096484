// The control centre's Reset Match button (admins).
import { resetMatch } from "../../../domain/broadcast/match-state";
import type { SportsMatchNumber } from "../../../domain/broadcast/sports-schemas";
import { changeLockedMatch } from "./change-sports-match";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** Reset Match: both scores 0, the clock stopped at 0. */
export function resetSportsMatch(deps: UseCaseDeps, matchNumber: SportsMatchNumber, changeId: string | null) {
  return changeLockedMatch(deps, matchNumber, changeId, (state) => resetMatch(state));
}
