// The admins' Manage Games, a page at a time, newest first, with each game's code, approved players and pending
// join requests; Finish Game asks for the active games only.
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AdminGame, AdminGamesPage, adminGamesQuerySchema } from "../../../domain/jenga/jenga-schemas";
import { pageOffset } from "../../../domain/paging/paging";
import { jengaGamePlayers, jengaGames, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { approvedPlayersOf, iso } from "./jenga-queries";

/** One page of games, approved players in turn order and pending requests in the order they came. */
export async function listAdminGames(db: Db, query: z.output<typeof adminGamesQuerySchema>): Promise<AdminGamesPage> {
  const { page, pageSize } = query;
  const where = query.status ? eq(jengaGames.status, query.status) : undefined;
  const order = [desc(jengaGames.createdAt), desc(jengaGames.id)];
  // The page's ids first, by an index-only scan of (created_at, id) or (status, created_at, id), then their rows:
  // skipping to an older page does not read the games it skips.
  const pageIds = db
    .select({ id: jengaGames.id })
    .from(jengaGames)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [games, [total]] = await Promise.all([
    db
      .select({
        id: jengaGames.id,
        name: jengaGames.name,
        gameCode: jengaGames.gameCode,
        status: jengaGames.status,
        createdAt: jengaGames.createdAt,
        startedAt: jengaGames.startedAt,
      })
      .from(jengaGames)
      .where(inArray(jengaGames.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(jengaGames).where(where),
  ]);
  const ids = games.map((g) => g.id);
  const [approved, pending] = await Promise.all([approvedPlayersOf(db, ids), pendingPlayersOf(db, ids)]);
  return {
    games: games.map((g) => ({
      ...g,
      createdAt: g.createdAt.toISOString(),
      startedAt: iso(g.startedAt),
      approvedPlayers: approved.get(g.id) ?? [],
      pendingPlayers: pending.get(g.id) ?? [],
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

async function pendingPlayersOf(db: Db, gameIds: string[]) {
  const pending = new Map<string, AdminGame["pendingPlayers"]>();
  if (!gameIds.length) return pending;
  const rows = await db
    .select({ gameId: jengaGamePlayers.gameId, userId: users.id, name: users.name, email: users.email })
    .from(jengaGamePlayers)
    .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
    .where(and(inArray(jengaGamePlayers.gameId, gameIds), eq(jengaGamePlayers.status, "pending")))
    .orderBy(asc(jengaGamePlayers.joinedAt), asc(jengaGamePlayers.turnOrder));
  for (const { gameId, ...player } of rows) pending.set(gameId, [...(pending.get(gameId) ?? []), player]);
  return pending;
}
