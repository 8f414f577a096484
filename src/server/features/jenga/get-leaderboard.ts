// The Jenga leaderboard, a page at a time, and its podium.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { accountStatuses } from "../../../domain/accounts/account-schemas";
import { leaderboardRank } from "../../../domain/jenga/jenga-rules";
import type { LeaderboardPage, leaderboardQuerySchema } from "../../../domain/jenga/jenga-schemas";
import { pageOffset } from "../../../domain/paging/paging";
import { jengaUserStats, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { preparedStatement } from "../../platform/database/prepared-statement";
import type { LeaderboardRanking } from "./leaderboard-ranking";

const PODIUM_PLACES = 3;
const notActive = sql.join(
  accountStatuses.filter((status) => status !== "active").map((status) => sql`${status}`),
  sql`, `,
);

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

const me = sql.placeholder("me");
// My statistics as one row read once (an InitPlan), not joined to each of the rows counted.
const better = sql`(s.total_points, s.rating, s.games_won) > (select total_points, rating, games_won from me)`;

/**
 * Beside the ranking this process holds (every player with statistics, whatever their account's status): my
 * statistics if my account is active; those whose account is not active, probed one by one from the few such
 * accounts (users_status_name_idx; the LIMIT keeps it a probe, not a hash of the table), and how many of them rank
 * above me; and the players tied with me whose name comes first. Prepared by name: its text never changes.
 */
const besideRanking = preparedStatement<{
  blocked: number | string;
  blocked_ahead: number | string;
  tied_ahead: number | string;
  total_points: number | null;
  rating: number | null;
  games_won: number | null;
}>(
  "jenga_leaderboard_beside_ranking",
  sql`with me as (
        select s.total_points, s.rating, s.games_won, u.name, u.id
        from ${jengaUserStats} s join ${users} u on u.id = s.user_id
        where s.user_id = ${me} and u.status = 'active'),
      blocked as (
        select count(*) as total, count(*) filter (where ${better}) as ahead
        from ${users} u
        cross join lateral (select total_points, rating, games_won from ${jengaUserStats} r
                            where r.user_id = u.id limit 1) s
        where u.status in (${notActive})),
      tied as (
        select count(*) as ahead
        from me
        join ${jengaUserStats} s
          on (s.total_points, s.rating, s.games_won) = (me.total_points, me.rating, me.games_won)
        join ${users} u on u.id = s.user_id and u.status = 'active'
        where (u.name, u.id) < (me.name, me.id))
      select blocked.total as blocked, blocked.ahead as blocked_ahead, tied.ahead as tied_ahead,
             me.total_points, me.rating, me.games_won
      from blocked cross join tied left join me on true`,
);

/**
 * How many players the leaderboard ranks, and where the signed-in player stands (null when not on it): the
 * ranking's count of players and of those ahead of me, less those whose account is not active, plus the players tied
 * with me whose name comes first.
 */
async function rankedCountAndMyRank(
  db: Db,
  ranking: LeaderboardRanking,
  userId: string,
): Promise<{ total: number; myRank: number | null }> {
  const [row] = await besideRanking(db, { me: userId });
  const key =
    row?.total_points == null ? null : { totalPoints: row.total_points, rating: row.rating!, gamesWon: row.games_won! };
  const { players, ahead } = await ranking.count(db, key);
  const total = players - Number(row?.blocked ?? 0);
  const myRank = key ? ahead - Number(row!.blocked_ahead) + Number(row!.tied_ahead) + 1 : null;
  return { total, myRank };
}

export async function getLeaderboard(
  { db, ranking }: { db: Db; ranking: LeaderboardRanking },
  userId: string,
  query: z.output<typeof leaderboardQuerySchema>,
): Promise<LeaderboardPage> {
  const { page, pageSize } = query;
  const [rows, top, { total, myRank }] = await Promise.all([
    ranked(db, pageSize, pageOffset(page, pageSize)),
    // The first page starts with the podium; another page asks for it beside its own rows.
    page === 1 ? null : ranked(db, PODIUM_PLACES, 0),
    rankedCountAndMyRank(db, ranking, userId),
  ]);
  const players = rows.map((row, index) => ({ ...row, rank: leaderboardRank(page, pageSize, index) }));
  const podium = top ? top.map((row, index) => ({ ...row, rank: index + 1 })) : players.slice(0, PODIUM_PLACES);
  return { players, podium, myRank, total, page, pageSize };
}
