// The Jenga leaderboard, a page at a time, and its podium.
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { accountStatuses } from "../../../domain/accounts/account-schemas";
import { leaderboardRank } from "../../../domain/jenga/jenga-rules";
import type { LeaderboardPage, leaderboardQuerySchema } from "../../../domain/jenga/jenga-schemas";
import { pageOffset } from "../../../domain/paging/paging";
import { jengaUserStats, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { queryRows } from "../../platform/db";

const PODIUM_PLACES = 3;
const NOT_ACTIVE = accountStatuses.filter((status) => status !== "active");

/**
 * Players with statistics, best first: points, then rating, then wins (jenga_user_stats_ranking_idx, so a page is
 * an index scan with LIMIT), then name and id. Blocked (not active) accounts are left out.
 */
function ranked(db: Db, limit: number, offset: number) {
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
    )
    .limit(limit)
    .offset(offset);
}

/**
 * How many players the leaderboard ranks: everyone with statistics (one pass over a narrow table) less those whose
 * account is not active (found from the few such accounts by users_status_name_idx), so the count never joins every
 * player to users.
 */
async function rankedCount(db: Db): Promise<number> {
  const everyone = db.select({ n: count() }).from(jengaUserStats);
  const blocked = db
    .select({ n: count() })
    .from(users)
    .innerJoin(jengaUserStats, eq(jengaUserStats.userId, users.id))
    .where(inArray(users.status, NOT_ACTIVE));
  const [row] = await queryRows<{ n: number | string }>(db, sql`select (${everyone}) - (${blocked}) as n`);
  return Number(row?.n ?? 0);
}

export async function getLeaderboard(db: Db, query: z.output<typeof leaderboardQuerySchema>): Promise<LeaderboardPage> {
  const { page, pageSize } = query;
  const [rows, top, total] = await Promise.all([
    ranked(db, pageSize, pageOffset(page, pageSize)),
    // The first page starts with the podium; another page asks for it beside its own rows.
    page === 1 ? null : ranked(db, PODIUM_PLACES, 0),
    rankedCount(db),
  ]);
  const players = rows.map((row, index) => ({ ...row, rank: leaderboardRank(page, pageSize, index) }));
  const podium = top ? top.map((row, index) => ({ ...row, rank: index + 1 })) : players.slice(0, PODIUM_PLACES);
  return { players, podium, total, page, pageSize };
}
