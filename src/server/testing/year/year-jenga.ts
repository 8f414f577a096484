// The year's Jenga: games of two to four students with their players and moves, and each player's statistics
// summed from them. Nearly all games are finished; the last few are being played or waiting for players.
import { inYear, YEAR_SECONDS } from "./year-people";
import { pick, type RunSql, uuidOf } from "./year-sql";
import type { YearSize } from "./year-size";

const CODE_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Every game's number, status, player count and creation time, as a subquery (the same for every table). */
function gamesQuery(size: YearSize): string {
  const g = size.jengaGames;
  const open = Math.max(2, Math.round(g * 0.01));
  return `(select g, ${uuidOf("jenga", "g", size.seed)} as game_id, 2 + ${pick("g", 3, size.seed, 100)} as players,
                  case when g >= ${g - open} then 'waiting' when g >= ${g - 2 * open} then 'active' else 'finished' end
                    as status,
                  ${inYear(`g::bigint * ${YEAR_SECONDS} / ${g}`)} as created
           from generate_series(0, ${g - 1}) as g)`;
}

/** SQL for the student who is player `p` of game `g` (four players of a game are always different students). */
function playerOf(size: YearSize, g: string, p: string): string {
  const step = Math.max(1, Math.floor(size.students / 4));
  return `'year-student-' || ((${g}::bigint * 13 + (${p}) * ${step}) % ${size.students})`;
}

export async function insertJenga(run: RunSql, size: YearSize) {
  const games = gamesQuery(size);
  const code = `(select string_agg(substr('${CODE_CHARACTERS}', ((x.code / (36 ^ d)::bigint) % 36)::int + 1, 1), ''
                                   order by d)
                 from generate_series(0, 5) as d)`;
  await run(`
    insert into jenga_games (id, name, status, created_by, game_code, created_at, started_at, current_turn_player_id,
                             winner_id, loser_id)
    select game_id, 'Game ' || (g + 1), status, ${playerOf(size, "g", "0")}, ${code}, created,
           case when status <> 'waiting' then created + interval '5 minutes' end,
           case when status = 'active' then ${playerOf(size, "g", "0")} end,
           case when status = 'finished' then ${playerOf(size, "g", `winner`)} end,
           case when status = 'finished' then ${playerOf(size, "g", `1 - winner`)} end
    from (select *, ${pick("g", 2, size.seed, 101)} as winner,
                 (g::bigint + ${size.seed}::bigint * 1000003) % 2176782336 as code
          from ${games} as games) as x`);
  await run(`
    insert into jenga_game_players (id, game_id, user_id, turn_order, status, joined_at)
    select ${uuidOf("jenga-player", "g || ':' || p", size.seed)}, game_id, ${playerOf(size, "g", "p")}, p,
           case when status = 'waiting' and p > 0 then 'pending' else 'approved' end, created + p * interval '1 minute'
    from ${games} as games
    cross join lateral generate_series(0, players - 1) as p`);
  // Each move takes its turn in order; one in three is a hard block.
  await run(`
    insert into jenga_moves (id, game_id, player_id, difficulty, points, move_number, created_at)
    select ${uuidOf("jenga-move", "g || ':' || m", size.seed)}, game_id, ${playerOf(size, "g", "(m - 1) % players")},
           case when hard then 'hard' else 'easy' end, case when hard then 3 else 1 end, m,
           created + interval '5 minutes' + m * interval '30 seconds'
    from ${games} as games
    cross join lateral generate_series(1, 8 + ${pick("g", 20, size.seed, 102)}) as m
    cross join lateral (select ${pick("g::bigint * 64 + m", 3, size.seed, 103)} = 0 as hard) as h
    where status <> 'waiting'`);
  await run(`
    insert into jenga_user_stats (user_id, total_points, rating, games_played, games_won, games_lost, updated_at)
    select p.user_id,
           coalesce((select sum(points) from jenga_moves m where m.player_id = p.user_id), 0)::int,
           1000 + 10 * (count(*) filter (where g.winner_id = p.user_id) - count(*) filter (where g.loser_id = p.user_id)),
           count(*) filter (where g.status = 'finished'), count(*) filter (where g.winner_id = p.user_id),
           count(*) filter (where g.loser_id = p.user_id), max(g.created_at)
    from jenga_game_players p join jenga_games g on g.id = p.game_id
    where p.user_id like 'year-%'
    group by p.user_id`);
}
