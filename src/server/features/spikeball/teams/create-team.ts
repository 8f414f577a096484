// Creating a team: an approved student creates one and becomes its captain; an admin creates one, with a captain or
// without.
import { DEFAULT_MAX_PLAYERS } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballTeams } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { announce } from "../spikeball-events";
import { teamById } from "./team-queries";
import { addToTeam, membership, requireApprovedActiveUser } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** An approved student creates a team and becomes its captain. */
export async function createTeam({ db, realtime }: UseCaseDeps, me: { id: string }, name: string) {
  return db.transaction(async (tx) => {
    if (await membership(tx, me.id)) throw new AppError("already_on_team", SPIKEBALL_TEXTS.alreadyOnTeam, 409);
    const [team] = await tx
      .insert(spikeballTeams)
      .values({ name, createdBy: me.id, maxPlayers: DEFAULT_MAX_PLAYERS })
      .returning();
    // The unique user_id decides against a second team created at the same moment: this one is rolled back.
    await addToTeam(tx, team!, me.id, "captain", {
      full: SPIKEBALL_TEXTS.teamFull(team!.maxPlayers),
      onTeam: SPIKEBALL_TEXTS.alreadyOnTeam,
    });
    await announce(tx, realtime, "team", [me.id]);
    return (await teamById(tx, team!.id))!;
  });
}

/** An admin creates a team, optionally with a captain (an approved player on no team). */
export async function adminCreateTeam(
  { db, realtime }: UseCaseDeps,
  admin: { id: string },
  name: string,
  captainUserId: string | null,
) {
  return db.transaction(async (tx) => {
    if (captainUserId) {
      await requireApprovedActiveUser(tx, captainUserId);
      if (await membership(tx, captainUserId)) {
        throw new AppError("already_on_team", SPIKEBALL_TEXTS.userAlreadyOnTeam, 409);
      }
    }
    const [team] = await tx
      .insert(spikeballTeams)
      .values({ name, createdBy: captainUserId ?? admin.id, maxPlayers: DEFAULT_MAX_PLAYERS })
      .returning();
    if (captainUserId) {
      await addToTeam(tx, team!, captainUserId, "captain", {
        full: SPIKEBALL_TEXTS.teamFull(team!.maxPlayers),
        onTeam: SPIKEBALL_TEXTS.userAlreadyOnTeam,
      });
    }
    await announce(tx, realtime, "team", captainUserId ? [captainUserId] : []);
    return (await teamById(tx, team!.id))!;
  });
}
