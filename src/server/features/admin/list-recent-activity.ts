import { sql } from "drizzle-orm";
import type { Activity } from "../../../domain/admin/admin-schemas";
import { type Db, queryRows } from "../../platform/database/db";

/** Registrations, games created and messages sent, newest first. Message texts stay private: only who and when. */
export async function listRecentActivity(db: Db, limit = 50): Promise<Activity[]> {
  const rows = await queryRows<{
    type: Activity["activityType"];
    description: string;
    created_at: string | Date;
    email: string | null;
  }>(
    db,
    sql`
    (select 'user_registration' as type, 'New user registered: ' || name as description, created_at, email
       from users order by created_at desc limit ${limit})
    union all
    (select 'game_created', 'Jenga game created: ' || g.name, g.created_at, u.email
       from jenga_games g left join users u on u.id = g.created_by order by g.created_at desc limit ${limit})
    union all
    (select 'message_sent', 'Message sent by ' || u.name, m.created_at, u.email
       from messages m join users u on u.id = m.sender_id order by m.created_at desc limit ${limit})
    order by created_at desc
    limit ${limit}`,
  );
  return rows.map((r) => ({
    activityType: r.type,
    activityDescription: r.description,
    createdAt: new Date(r.created_at).toISOString(),
    userEmail: r.email,
  }));
}
