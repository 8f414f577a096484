// Realtime for tournaments: who may follow a live bracket, and one way to announce that a bracket changed. Events are
// published inside the use case's transaction, so they leave only when it commits; they carry ids, and the screens
// refetch what they show.
import { eq } from "drizzle-orm";
import { REALTIME_TOURNAMENT_EVENT, TOURNAMENT_TOPICS } from "../../../../domain/spikeball/tournament-topics";
import { spikeballTournaments } from "../../../db/schema";
import type { Db, Tx } from "../../../platform/database/db";
import type { RealtimeHub } from "../../../platform/realtime/realtime";
import { mayPlaySpikeball } from "../approved-players";
import { isUuid } from "../../../platform/http/path-ids";
import type { Publisher } from "../../../platform/database/services-plugin";

/**
 * `spikeball-tournaments` (the list) for approved players and admins; `spikeball-tournament:<id>` for the same
 * people, except a tournament in setup, which only admins may follow.
 */
export function registerTournamentTopics(realtime: Pick<RealtimeHub, "registerTopic">, db: Db) {
  realtime.registerTopic(TOURNAMENT_TOPICS.list, async (user) => Boolean(user && (await mayPlaySpikeball(db, user))));
  const prefix = TOURNAMENT_TOPICS.tournament("").slice(0, -1);
  realtime.registerTopic(prefix, async (user, id) => {
    if (!user || !isUuid(id) || !(await mayPlaySpikeball(db, user))) return false;
    if (user.role === "admin") return true;
    const [row] = await db
      .select({ status: spikeballTournaments.status })
      .from(spikeballTournaments)
      .where(eq(spikeballTournaments.id, id));
    return Boolean(row && row.status !== "setup");
  });
}

/** Tells the open brackets of this tournament, and every list of tournaments, that something changed. */
export async function announceTournament(tx: Db | Tx, realtime: Publisher, tournamentId: string, change: string) {
  const data = { tournamentId, change };
  await realtime.publish(tx, TOURNAMENT_TOPICS.tournament(tournamentId), REALTIME_TOURNAMENT_EVENT, data);
  await realtime.publish(tx, TOURNAMENT_TOPICS.list, REALTIME_TOURNAMENT_EVENT, data);
}
