// What the Jenga screens read: a player's statistics, the hub's games, invites, one game with its players and
// moves, the admin's game list, the leaderboard and the users an admin may invite.
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DEFAULT_RATING, RECENT_MOVES_SHOWN, settledGamePoints } from "../../../domain/jenga/jenga-rules";
import {
  type AdminGame,
  type GameDetail,
  type InvitableUser,
  type JengaInvite,
  type JengaStats,
  JENGA_TEXTS,
  type LeaderboardRow,
  type LiveGame,
} from "../../../domain/jenga/jenga-schemas";
import { jengaGamePlayers, jengaGames, jengaInvites, jengaMoves, jengaUserStats, users } from "../../db/schema";
import type { Db, Tx } from "../../platform/db";
import { notFound } from "../../platform/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A game id from a URL: anything that is not a uuid cannot be a game, so it is "not found" like a missing one. */
export function gameIdOrNotFound(id: string): string {
  if (!UUID.test(id)) throw notFound(JENGA_TEXTS.gameNotFound);
  return id;
}

export const isUuid = (id: string) => UUID.test(id);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const NO_STATS: JengaStats = {
  totalPoints: 0,
  rating: DEFAULT_RATING,
  gamesPlayed: 0,
  gamesWon: 0,
  gamesLost: 0,
};

export async function statsOf(db: Db | Tx, userId: string): Promise<JengaStats> {
  const [row] = await db
    .select({
      totalPoints: jengaUserStats.totalPoints,
      rating: jengaUserStats.rating,
      gamesPlayed: jengaUserStats.gamesPlayed,
      gamesWon: jengaUserStats.gamesWon,
      gamesLost: jengaUserStats.gamesLost,
    })
    .from(jengaUserStats)
    .where(eq(jengaUserStats.userId, userId));
  return row ?? NO_STATS;
}

/** Waiting and active games, newest first, with their approved players' names. */
export async function liveGames(db: Db): Promise<LiveGame[]> {
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

async function approvedPlayersOf(db: Db, gameIds: string[]) {
  const byGame = new Map<string, { userId: string; name: string; turnOrder: number }[]>();
  if (!gameIds.length) return byGame;
  const rows = await db
    .select({
      gameId: jengaGamePlayers.gameId,
      userId: jengaGamePlayers.userId,
      name: users.name,
      turnOrder: jengaGamePlayers.turnOrder,
    })
    .from(jengaGamePlayers)
    .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
    .where(and(inArray(jengaGamePlayers.gameId, gameIds), eq(jengaGamePlayers.status, "approved")))
    .orderBy(asc(jengaGamePlayers.turnOrder));
  for (const { gameId, ...player } of rows) {
    const list = byGame.get(gameId) ?? [];
    list.push(player);
    byGame.set(gameId, list);
  }
  return byGame;
}

/** My pending invites, newest first, with the game's name. */
export async function pendingInvites(db: Db, userId: string): Promise<JengaInvite[]> {
  const rows = await db
    .select({
      id: jengaInvites.id,
      gameId: jengaInvites.gameId,
      gameName: jengaGames.name,
      createdAt: jengaInvites.createdAt,
    })
    .from(jengaInvites)
    .innerJoin(jengaGames, eq(jengaGames.id, jengaInvites.gameId))
    .where(and(eq(jengaInvites.userId, userId), eq(jengaInvites.status, "pending")))
    .orderBy(desc(jengaInvites.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const winners = alias(users, "winner");
const losers = alias(users, "loser");

export async function gameDetail(db: Db, gameId: string): Promise<GameDetail> {
  const [game] = await db
    .select({
      id: jengaGames.id,
      name: jengaGames.name,
      status: jengaGames.status,
      createdAt: jengaGames.createdAt,
      startedAt: jengaGames.startedAt,
      currentTurnPlayerId: jengaGames.currentTurnPlayerId,
      winnerId: jengaGames.winnerId,
      winnerName: winners.name,
      loserId: jengaGames.loserId,
      loserName: losers.name,
    })
    .from(jengaGames)
    .leftJoin(winners, eq(winners.id, jengaGames.winnerId))
    .leftJoin(losers, eq(losers.id, jengaGames.loserId))
    .where(eq(jengaGames.id, gameIdOrNotFound(gameId)));
  if (!game) throw notFound(JENGA_TEXTS.gameNotFound);

  const [players, tallies, recent, [total]] = await Promise.all([
    db
      .select({ userId: jengaGamePlayers.userId, name: users.name, turnOrder: jengaGamePlayers.turnOrder })
      .from(jengaGamePlayers)
      .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
      .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.status, "approved")))
      .orderBy(asc(jengaGamePlayers.turnOrder)),
    blockPointsByPlayer(db, game.id),
    db
      .select({
        id: jengaMoves.id,
        playerId: jengaMoves.playerId,
        playerName: users.name,
        difficulty: jengaMoves.difficulty,
        points: jengaMoves.points,
        moveNumber: jengaMoves.moveNumber,
        createdAt: jengaMoves.createdAt,
      })
      .from(jengaMoves)
      .innerJoin(users, eq(users.id, jengaMoves.playerId))
      .where(eq(jengaMoves.gameId, game.id))
      .orderBy(desc(jengaMoves.moveNumber))
      .limit(RECENT_MOVES_SHOWN),
    db.select({ n: count() }).from(jengaMoves).where(eq(jengaMoves.gameId, game.id)),
  ]);

  const roleOf = (userId: string) =>
    game.status !== "finished"
      ? "other"
      : userId === game.winnerId
        ? "winner"
        : userId === game.loserId
          ? "loser"
          : "other";
  return {
    game: {
      id: game.id,
      name: game.name,
      status: game.status,
      createdAt: game.createdAt.toISOString(),
      startedAt: iso(game.startedAt),
      currentTurnPlayerId: game.status === "active" ? game.currentTurnPlayerId : null,
      winner: game.winnerId && game.winnerName ? { userId: game.winnerId, name: game.winnerName } : null,
      loser: game.loserId && game.loserName ? { userId: game.loserId, name: game.loserName } : null,
    },
    players: players.map((p) => {
      const tally = tallies.get(p.userId) ?? { moves: 0, points: 0 };
      return { ...p, moveCount: tally.moves, points: settledGamePoints(tally.points, roleOf(p.userId)) };
    }),
    moveCount: Number(total?.n ?? 0),
    recentMoves: recent.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/** Moves made and block points earned per player in one game. */
export async function blockPointsByPlayer(db: Db | Tx, gameId: string) {
  const rows = await db
    .select({
      playerId: jengaMoves.playerId,
      moves: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${jengaMoves.points}), 0)::int`,
    })
    .from(jengaMoves)
    .where(eq(jengaMoves.gameId, gameId))
    .groupBy(jengaMoves.playerId);
  return new Map(rows.map((r) => [r.playerId, { moves: Number(r.moves), points: Number(r.points) }]));
}

/** Every game, newest first, with approved players in turn order and pending requests in the order they came. */
export async function adminGames(db: Db): Promise<AdminGame[]> {
  const games = await db
    .select({
      id: jengaGames.id,
      name: jengaGames.name,
      gameCode: jengaGames.gameCode,
      status: jengaGames.status,
      createdAt: jengaGames.createdAt,
      startedAt: jengaGames.startedAt,
    })
    .from(jengaGames)
    .orderBy(desc(jengaGames.createdAt), desc(jengaGames.id));
  const ids = games.map((g) => g.id);
  const approved = await approvedPlayersOf(db, ids);
  const pending = new Map<string, AdminGame["pendingPlayers"]>();
  if (ids.length) {
    const rows = await db
      .select({ gameId: jengaGamePlayers.gameId, userId: users.id, name: users.name, email: users.email })
      .from(jengaGamePlayers)
      .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
      .where(and(inArray(jengaGamePlayers.gameId, ids), eq(jengaGamePlayers.status, "pending")))
      .orderBy(asc(jengaGamePlayers.joinedAt), asc(jengaGamePlayers.turnOrder));
    for (const { gameId, ...player } of rows) pending.set(gameId, [...(pending.get(gameId) ?? []), player]);
  }
  return games.map((g) => ({
    ...g,
    createdAt: g.createdAt.toISOString(),
    startedAt: iso(g.startedAt),
    approvedPlayers: approved.get(g.id) ?? [],
    pendingPlayers: pending.get(g.id) ?? [],
  }));
}

/** Everyone with statistics, best first: points, then rating, then wins, then name. Blocked accounts are left out. */
export async function leaderboard(db: Db): Promise<LeaderboardRow[]> {
  return db
    .select({
      userId: jengaUserStats.userId,
      userName: users.name,
      totalPoints: jengaUserStats.totalPoints,
      rating: jengaUserStats.rating,
      gamesPlayed: jengaUserStats.gamesPlayed,
      gamesWon: jengaUserStats.gamesWon,
      gamesLost: jengaUserStats.gamesLost,
    })
    .from(jengaUserStats)
    .innerJoin(users, eq(users.id, jengaUserStats.userId))
    .where(eq(users.status, "active"))
    .orderBy(
      desc(jengaUserStats.totalPoints),
      desc(jengaUserStats.rating),
      desc(jengaUserStats.gamesWon),
      asc(users.name),
      asc(users.id),
    );
}

/** Active users matching a name or email search, by name, for the admin's invite picker. */
export async function invitableUsers(db: Db, search: string | undefined, limit = 20): Promise<InvitableUser[]> {
  const term = search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.status, "active"), like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
