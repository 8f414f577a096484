// The hub's games: those waiting for players or in progress, a page at a time, with their approved players.
import { count, desc, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { LiveGamesPage, liveGamesQuerySchema } from "../../../domain/jenga/jenga-schemas";
import { pageOffset } from "../../../domain/paging/paging";
import { jengaGames } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { approvedPlayersOf } from "./jenga-queries";

// Written as the predicate of jenga_games_live_created_at_id_idx, so the planner reads that small index (a year's
// finished games are not in it) for both the page and the total.
const live = sql`${jengaGames.status} in ('waiting', 'active')`;

/** One page of waiting and active games, newest first, with their approved players' names. */
export async function listLiveGames(db: Db, query: z.output<typeof liveGamesQuerySchema>): Promise<LiveGamesPage> {
  const { page, pageSize } = query;
  const order = [desc(jengaGames.createdAt), desc(jengaGames.id)];
  const pageIds = db
    .select({ id: jengaGames.id })
    .from(jengaGames)
    .where(live)
    .orderBy(...order)
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [games, [total]] = await Promise.all([
    db
      .select({ id: jengaGames.id, name: jengaGames.name, status: jengaGames.status, createdAt: jengaGames.createdAt })
      .from(jengaGames)
      .where(inArray(jengaGames.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(jengaGames).where(live),
  ]);
  const players = await approvedPlayersOf(
    db,
    games.map((g) => g.id),
  );
  return {
    games: games.map((g) => ({
      ...g,
      createdAt: g.createdAt.toISOString(),
      players: (players.get(g.id) ?? []).map(({ userId, name }) => ({ userId, name })),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
