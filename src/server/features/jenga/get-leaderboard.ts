// The Jenga leaderboard.
import { asc, desc, eq } from "drizzle-orm";
import { type LeaderboardRow } from "../../../domain/jenga/jenga-schemas";
import { jengaUserStats, users } from "../../db/schema";
import type { Db } from "../../platform/db";

/** Everyone with statistics, best first: points, then rating, then wins, then name. Blocked accounts are left out. */
export async function getLeaderboard(db: Db): Promise<LeaderboardRow[]> {
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
