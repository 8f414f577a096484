// Every player's statistics in the leaderboard's order, kept in this process until the next change: the total and
// "your rank" count the players ahead from it instead of counting 24,000 rows on every call (decision 051). Only
// `jenga_user_stats` is read, and every write to it publishes on `jenga:leaderboard` (a move, a finished game, a
// deleted account), which reaches every process through the hub's NOTIFY.
import { sql } from "drizzle-orm";
import { JENGA_TOPICS } from "../../../domain/jenga/jenga-topics";
import { jengaUserStats } from "../../db/schema";
import { type Db, queryRows } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";

/** What orders the leaderboard before names: points, then rating, then wins, each higher first. */
type RankingKey = { totalPoints: number; rating: number; gamesWon: number };

/**
 * The players' statistics, best first, as aligned columns of the distinct keys (a year's 24,000 players hold about
 * 230) and how many players rank above each key's first: `ahead[i]` players come before `points[i]`'s.
 */
type Ranking = { points: Int32Array; rating: Int32Array; won: Int32Array; ahead: Int32Array; players: number };

export type LeaderboardRanking = {
  /** How many players have statistics, and how many of them rank strictly above `key` (any account status). */
  count(db: Db, key: RankingKey | null): Promise<{ players: number; ahead: number }>;
  /** Drops what this process holds; the next call reads the ranking again. */
  forget(): void;
};

/** Key `i` ranks above `key` (by the leaderboard's columns only): the row comparison `(a) > (b)` of SQL. */
function above(r: Ranking, i: number, key: RankingKey) {
  if (r.points[i] !== key.totalPoints) return r.points[i]! > key.totalPoints;
  if (r.rating[i] !== key.rating) return r.rating[i]! > key.rating;
  return r.won[i]! > key.gamesWon;
}

/** How many players rank strictly above `key`: a binary search of the ranking's keys. */
export function countAbove(r: Ranking, key: RankingKey): number {
  let low = 0;
  let high = r.points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (above(r, middle, key)) low = middle + 1;
    else high = middle;
  }
  return low < r.points.length ? r.ahead[low]! : r.players;
}

/** The ranking from its distinct keys, best first, each with its number of players. */
export function rankingOf(rows: { points: number; rating: number; won: number; n: number }[]): Ranking {
  const ahead = new Int32Array(rows.length);
  let players = 0;
  rows.forEach((row, i) => {
    ahead[i] = players;
    players += row.n;
  });
  return {
    points: Int32Array.from(rows, (row) => row.points),
    rating: Int32Array.from(rows, (row) => row.rating),
    won: Int32Array.from(rows, (row) => row.won),
    ahead,
    players,
  };
}

async function readRanking(db: Db): Promise<Ranking> {
  // One pass over jenga_user_stats_ranking_idx (index-only), grouped as it comes.
  const rows = await queryRows<{ points: number; rating: number; won: number; n: number | string }>(
    db,
    sql`select ${jengaUserStats.totalPoints} as points, ${jengaUserStats.rating} as rating,
               ${jengaUserStats.gamesWon} as won, count(*) as n
        from ${jengaUserStats}
        group by 1, 2, 3
        order by 1 desc, 2 desc, 3 desc`,
  );
  return rankingOf(rows.map((row) => ({ ...row, n: Number(row.n) })));
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
      return { players: r.players, ahead: key ? countAbove(r, key) : 0 };
    },
  };
}
