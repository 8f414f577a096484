// A student with a year behind them, for the privacy export's benchmark: 5,000 messages, friends and friend
// requests, Jenga games with their moves, a timetable and sessions, among other students with data of their own
// (so every query has to find this user's rows in tables much larger than them). Written set-wise in SQL.
import { sql } from "drizzle-orm";
import { CONVERSATION_SUMMARIES_FROM_MESSAGES } from "../../src/server/features/messaging/messaging-summary-queries";
import type { Db } from "../../src/server/platform/database/db";
import { type BearerUser, insertBearerUsers } from "../../src/server/testing/server-process";

export const HEAVY_USER = {
  others: 300,
  messages: 5000,
  friends: 150,
  requests: 60,
  games: 400,
  movesPerGame: 20,
  sessions: 30,
  scheduleEntries: 7,
  /** Messages between the other students, so the heavy user's are a small share of the table. */
  backgroundMessages: 100_000,
};

/** Inserts the heavy user and the others; returns them (the heavy user first, then a light one, with no rows). */
export async function insertHeavyUser(db: Db, label: string): Promise<{ heavy: BearerUser; light: BearerUser }> {
  const people = await insertBearerUsers(db, HEAVY_USER.others + 2, "student", label);
  const [heavy, light] = people;
  const others = people.slice(2).map((p) => p.id);
  const o = HEAVY_USER;
  const me = heavy!.id;
  const othersArray = `{${others.join(",")}}`;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  await run(sql`
    insert into messages (sender_id, recipient_id, content, is_read, created_at)
    select case when i % 2 = 0 then ${me} else (${othersArray}::text[])[1 + i % ${others.length}] end,
           case when i % 2 = 0 then (${othersArray}::text[])[1 + i % ${others.length}] else ${me} end,
           'Message number ' || i || ' about the week''s homework and the game on Friday', i % 3 > 0,
           now() - interval '300 days' + i * interval '1 hour'
    from generate_series(1, ${o.messages}) as i`);
  await run(sql`
    insert into messages (sender_id, recipient_id, content, created_at)
    select (${othersArray}::text[])[1 + i % ${others.length}], (${othersArray}::text[])[1 + (i * 7 + 1) % ${others.length}],
           'Background message ' || i, now() - i * interval '1 minute'
    from generate_series(1, ${o.backgroundMessages}) as i
    where i % ${others.length} <> (i * 7 + 1) % ${others.length}`);
  // Their conversation summaries, as sending them one by one would have left them.
  await run(sql.raw(CONVERSATION_SUMMARIES_FROM_MESSAGES));
  await run(sql`
    insert into friendships (user_low_id, user_high_id)
    select least(${me}, f), greatest(${me}, f) from unnest((${othersArray}::text[])[1:${o.friends}]) as f`);
  await run(sql`
    insert into friend_requests (sender_id, recipient_id, status, responded_at)
    select case when i % 2 = 0 then ${me} else f end, case when i % 2 = 0 then f else ${me} end, 'accepted', now()
    from unnest((${othersArray}::text[])[1:${o.requests}]) with ordinality as x(f, i)`);
  await run(sql`
    insert into jenga_games (name, status, created_by, game_code, started_at, winner_id, loser_id)
    select 'Lunch game ' || i, 'finished', ${me}, lpad(i::text, 6, '0'), now(),
           case when i % 2 = 0 then ${me} else (${othersArray}::text[])[1 + i % ${others.length}] end,
           case when i % 2 = 0 then (${othersArray}::text[])[1 + i % ${others.length}] else ${me} end
    from generate_series(1, ${o.games}) as i`);
  await run(sql`
    insert into jenga_game_players (game_id, user_id, turn_order, status)
    select g.id, p.user_id, p.turn_order, 'approved'
    from jenga_games g
    cross join lateral (values (${me}, 0), (coalesce(nullif(g.winner_id, ${me}), g.loser_id), 1)) as p(user_id, turn_order)
    where g.created_by = ${me}`);
  await run(sql`
    insert into jenga_moves (game_id, player_id, difficulty, points, move_number)
    select p.game_id, p.user_id, case when n % 4 = 0 then 'hard' else 'easy' end, case when n % 4 = 0 then 3 else 1 end, n
    from jenga_game_players p
    cross join generate_series(1, ${o.movesPerGame}) as n
    where p.turn_order = (n - 1) % 2 and p.game_id in (select id from jenga_games where created_by = ${me})`);
  await run(sql`
    insert into schedule_entries (user_id, class_name, teacher_name, room_number, start_time, end_time, days_of_week)
    select ${me}, 'Class ' || i, 'Teacher ' || i, 'R' || i, lpad((7 + i)::text, 2, '0') || ':00',
           lpad((7 + i)::text, 2, '0') || ':50', array['Monday', 'Wednesday', 'Friday']
    from generate_series(1, ${o.scheduleEntries}) as i`);
  await run(sql`
    insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
    select 'old-' || ${me} || '-' || i, md5(${me} || i), ${me}, now() + interval '1 day', '10.0.0.' || i, 'Phone ' || i
    from generate_series(1, ${o.sessions}) as i`);
  return { heavy: heavy!, light: light! };
}
