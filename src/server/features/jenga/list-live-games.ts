// The hub's games: those waiting for players or in progress, with their approved players.
import { desc, inArray } from "drizzle-orm";
import { type LiveGame } from "../../../domain/jenga/jenga-schemas";
import { jengaGames } from "../../db/schema";
import type { Db } from "../../platform/db";
import { approvedPlayersOf } from "./jenga-queries";

/** Waiting and active games, newest first, with their approved players' names. */
export async function listLiveGames(db: Db): Promise<LiveGame[]> {
  const games = await db
    .select({ id: jengaGames.id, name: jengaGames.name, status: jengaGames.status, createdAt: jengaGames.createdAt })
    .from(jengaGames)
    .where(inArray(jengaGames.status, ["waiting", "active"]))
    .orderBy(desc(jengaGames.createdAt), desc(jengaGames.id));
  const players = await approvedPlayersOf(
    db,
    games.map((g) => g.id),
  );
  return games.map((g) => ({
    ...g,
    createdAt: g.createdAt.toISOString(),
    players: (players.get(g.id) ?? []).map(({ userId, name }) => ({ userId, name })),
  }));
}
