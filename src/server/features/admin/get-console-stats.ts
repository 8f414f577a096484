// The console's headline numbers: users by age and status, and Jenga games.
import { sql } from "drizzle-orm";
import type { AdminStats } from "../../../domain/admin/admin-schemas";
import { type Db, queryRows } from "../../platform/database/db";

/**
 * Each table is counted whole once (an index-only pass over 30,000 users, one over 10,000 games); the rest are
 * ranges of an index. The active users are the total less the few suspended and banned ones (a status is one of the
 * three: the table's check), not a second pass over nearly every user.
 */
export async function getConsoleStats(db: Db): Promise<AdminStats> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`
    select
      (select count(*) from users)::int as total_users,
      (select count(*) from users where created_at >= now() - interval '7 days')::int as new_users_week,
      (select count(*) from users where created_at >= date_trunc('day', now()))::int as new_users_today,
      (select count(*) from users where status = 'suspended')::int as suspended_users,
      (select count(*) from users where status = 'banned')::int as banned_users,
      (select count(*) from jenga_games)::int as total_games,
      (select count(*) from jenga_games where status = 'active')::int as active_games,
      (select count(*) from jenga_games where created_at >= date_trunc('day', now()))::int as games_today`,
  );
  const r = row ?? {};
  return {
    totalUsers: Number(r.total_users ?? 0),
    newUsersWeek: Number(r.new_users_week ?? 0),
    newUsersToday: Number(r.new_users_today ?? 0),
    activeUsers: Number(r.total_users ?? 0) - Number(r.suspended_users ?? 0) - Number(r.banned_users ?? 0),
    suspendedUsers: Number(r.suspended_users ?? 0),
    bannedUsers: Number(r.banned_users ?? 0),
    totalGames: Number(r.total_games ?? 0),
    activeGames: Number(r.active_games ?? 0),
    gamesToday: Number(r.games_today ?? 0),
  };
}
