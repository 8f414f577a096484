// Every player's statistics in the leaderboard's order, kept in this process until the next change: the total and
// "your rank" count the players ahead from it instead of counting 25,000 rows on every call (decision 051). Only
// `jenga_user_stats` is read, and every write to it publishes on `jenga:leaderboard` (a move, a finished game, a
// deleted account), which reaches every process through the hub's NOTIFY.
import { sql } from "drizzle-orm";
import { JENGA_TOPICS } from "../../../domain/jenga/jenga-topics";
import { jengaUserStats } from "../../db/schema";
import { type Db, queryRows } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";

/** What orders the leaderboard before names: points, then rating, then wins, each higher first. */
export type RankingKey = { totalPoints: number; rating: number; gamesWon: number };

/** The statistics of every player, best first, as three aligned columns. */
type Ranking = { points: Int32Array; rating: Int32Array; won: Int32Array };

export type LeaderboardRanking = {
  /** How many players have statistics, and how many of them rank strictly above `key` (any account status). */
  count(db: Db, key: RankingKey | null): Promise<{ players: number; ahead: number }>;
  /** Drops what this process holds; the next call reads the ranking again. */
  forget(): void;
};

/** `a` ranks above `b` (by the leaderboard's columns only): the row comparison `(a) > (b)` of SQL. */
function above(r: Ranking, i: number, key: RankingKey) {
  if (r.points[i] !== key.totalPoints) return r.points[i]! > key.totalPoints;
  if (r.rating[i] !== key.rating) return r.rating[i]! > key.rating;
  return r.won[i]! > key.gamesWon;
}

/** The number of entries of the (best first) ranking strictly above `key`: a binary search. */
export function countAbove(r: Ranking, key: RankingKey): number {
  let low = 0;
  let high = r.points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (above(r, middle, key)) low = middle + 1;
    else high = middle;
  }
  return low;
}

async function readRanking(db: Db): Promise<Ranking> {
  // One row of three arrays (int4[] parses far faster than 25,000 rows), read in the ranking index's order; sorted
  // again here should PostgreSQL ever hand the subquery's rows to the aggregate in another order.
  const [row] = await queryRows<{ points: number[] | null; rating: number[] | null; won: number[] | null }>(
    db,
    sql`select array_agg(s.total_points) as points, array_agg(s.rating) as rating, array_agg(s.games_won) as won
        from (select ${jengaUserStats.totalPoints} as total_points, ${jengaUserStats.rating} as rating,
                     ${jengaUserStats.gamesWon} as games_won
              from ${jengaUserStats}
              order by 1 desc, 2 desc, 3 desc) s`,
  );
  const ranking = {
    points: Int32Array.from(row?.points ?? []),
    rating: Int32Array.from(row?.rating ?? []),
    won: Int32Array.from(row?.won ?? []),
  };
  return isBestFirst(ranking) ? ranking : sortBestFirst(ranking);
}

function isBestFirst(r: Ranking) {
  for (let i = 1; i < r.points.length; i++) {
    const key = { totalPoints: r.points[i - 1]!, rating: r.rating[i - 1]!, gamesWon: r.won[i - 1]! };
    if (above(r, i, key)) return false;
  }
  return true;
}

function sortBestFirst(r: Ranking): Ranking {
  const order = [...r.points.keys()].sort(
    (a, b) => r.points[b]! - r.points[a]! || r.rating[b]! - r.rating[a]! || r.won[b]! - r.won[a]!,
  );
  return {
    points: Int32Array.from(order, (i) => r.points[i]!),
    rating: Int32Array.from(order, (i) => r.rating[i]!),
    won: Int32Array.from(order, (i) => r.won[i]!),
  };
}

/**
 * The ranking of this process's app, forgotten on every event of `jenga:leaderboard` from any process and whenever
 * the hub may have missed events. Concurrent calls share one read; one that fails is not kept. An event arrives after
 * its transaction committed, so a read begun after it sees the change, and one begun before it is dropped by it.
 */
export function leaderboardRanking(realtime: Pick<RealtimeHub, "watchTopic">): LeaderboardRanking {
  let held: Promise<Ranking> | undefined;
  const forget = () => {
    held = undefined;
  };
  realtime.watchTopic(JENGA_TOPICS.leaderboard, forget);
  return {
    forget,
    async count(db, key) {
      let ranking = held;
      if (!ranking) {
        const reading = readRanking(db);
        held = ranking = reading;
        reading.catch(() => {
          if (held === reading) held = undefined;
        });
      }
      const r = await ranking;
      return { players: r.points.length, ahead: key ? countAbove(r, key) : 0 };
    },
  };
}
