// The year's spikeball: approved players in teams of two to four, and tournaments with full brackets. These tables
// are small (hundreds of rows), so the rows are built here, with the domain's bracket shape, and sent as one JSON
// parameter per table.
import { createHash } from "node:crypto";
import { bracketShape, type MaxTeams } from "../../../domain/spikeball/bracket";
import { YEAR_SECONDS } from "./year-people";
import { type RunSql, seededRandom } from "./year-sql";
import { adminId, studentId, YEAR_START, type YearSize } from "./year-size";

/** The uuid md5(text) gives in SQL, so rows made here and rows made there agree. */
function uuidFrom(text: string): string {
  const h = createHash("md5").update(text).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const at = (seconds: number) => new Date(Date.parse(YEAR_START) + seconds * 1000).toISOString();

/** Inserts `rows` (objects keyed by column) into `table`; `columns` names each column with its type. */
async function insertJson(run: RunSql, table: string, columns: string, rows: object[]) {
  if (!rows.length) return;
  const names = columns.split(",").map((c) => c.trim().split(" ")[0]);
  await run(`insert into ${table} (${names.join(", ")}) select * from jsonb_to_recordset($1::jsonb) as x(${columns})`, [
    JSON.stringify(rows),
  ]);
}

const TS = "timestamptz";

export async function insertSpikeball(run: RunSql, size: YearSize) {
  const random = seededRandom(size.seed * 7 + 3);
  const teams: { id: string; name: string; created_by: string; created_at: string }[] = [];
  const members: object[] = [];
  const applications: object[] = [];
  // Players come from the end of the student list, four places per team, so no student plays on two teams.
  for (let t = 0; t < size.spikeballTeams; t++) {
    const id = uuidFrom(`${size.seed}:team:${t}`);
    const created = at(Math.floor(random() * YEAR_SECONDS * 0.3));
    const players = 2 + Math.floor(random() * 3);
    for (let p = 0; p < players; p++) {
      const user = studentId(size.students - 1 - (t * 4 + p));
      members.push({ id: uuidFrom(`${size.seed}:member:${t}:${p}`), team_id: id, user_id: user,
        role: p === 0 ? "captain" : "member", joined_at: created }); // prettier-ignore
      applications.push({ id: uuidFrom(`${size.seed}:application:${t}:${p}`), user_id: user, status: "approved",
        approved_by: adminId(t % size.admins), approved_at: created, created_at: created, updated_at: created }); // prettier-ignore
    }
    teams.push({ id, name: `Team ${t + 1}`, created_by: studentId(size.students - 1 - t * 4), created_at: created });
  }
  await insertJson(
    run,
    "spikeball_applications",
    `id uuid, user_id text, status text, approved_by text, approved_at ${TS}, created_at ${TS}, updated_at ${TS}`,
    applications,
  );
  await insertJson(run, "spikeball_teams", `id uuid, name text, created_by text, created_at ${TS}`, teams);
  await insertJson(
    run,
    "spikeball_team_members",
    `id uuid, team_id uuid, user_id text, role text, joined_at ${TS}`,
    members,
  );
  const { tournaments, matches } = tournamentRows(size, teams, random);
  await insertJson(run, "spikeball_tournaments",
    `id uuid, name text, description text, status text, max_teams smallint, start_date ${TS}, end_date ${TS}, created_by text, created_at ${TS}, updated_at ${TS}`, tournaments); // prettier-ignore
  await insertJson(run, "spikeball_matches",
    `id uuid, tournament_id uuid, round_number smallint, match_number smallint, team1_id uuid, team2_id uuid, team1_name text, team2_name text, winner_id uuid, team1_score int, team2_score int, status text, scheduled_at ${TS}, played_at ${TS}, created_at ${TS}, updated_at ${TS}`,
    matches); // prettier-ignore
}

type Team = { id: string; name: string };
type Slot = Team | null;

/**
 * Tournaments through the year, each with every slot filled: all completed but the last two (one ready to start,
 * one halfway through its first round's winners).
 */
function tournamentRows(size: YearSize, teams: Team[], random: () => number) {
  const tournaments: object[] = [];
  const matches: object[] = [];
  const sizes = ([8, 16, 32] as MaxTeams[]).filter((n) => n <= teams.length);
  for (let t = 0; t < size.tournaments; t++) {
    const id = uuidFrom(`${size.seed}:tournament:${t}`);
    const maxTeams = sizes.length ? sizes[t % sizes.length]! : 4;
    const status = t === size.tournaments - 1 ? "active" : t === size.tournaments - 2 ? "ready" : "completed";
    const start = Math.floor(((t + 1) * YEAR_SECONDS) / (size.tournaments + 1));
    const shuffled = [...teams].sort(() => random() - 0.5).slice(0, maxTeams);
    tournaments.push({ id, name: `Spikeball Cup ${t + 1}`, description: "A district tournament", status,
      max_teams: maxTeams, start_date: at(start), end_date: at(start + 86400), created_by: adminId(t % size.admins),
      created_at: at(start - 86400 * 14), updated_at: at(start) }); // prettier-ignore
    // Round by round: the winners of matches 2k - 1 and 2k meet in match k of the next round.
    let entrants: Slot[] = shuffled;
    for (const { roundNumber, matchCount } of bracketShape(maxTeams)) {
      const winners: Slot[] = [];
      for (let m = 1; m <= matchCount; m++) {
        const team1 = entrants[2 * m - 2] ?? null;
        const team2 = entrants[2 * m - 1] ?? null;
        const played = status === "completed" || (status === "active" && roundNumber === 1);
        const scheduled = team1 && team2 && !played;
        const winner = played && team1 && team2 ? (random() < 0.5 ? team1 : team2) : null;
        const when = at(start + roundNumber * 3600 + m * 600);
        const [s1, s2] = winner ? (winner === team1 ? [21, 10 + Math.floor(random() * 10)] : [12, 21]) : [0, 0];
        matches.push({ id: uuidFrom(`${size.seed}:match:${t}:${roundNumber}:${m}`), tournament_id: id,
          round_number: roundNumber, match_number: m, team1_id: team1?.id ?? null, team2_id: team2?.id ?? null,
          team1_name: team1?.name ?? null, team2_name: team2?.name ?? null, winner_id: winner?.id ?? null,
          team1_score: s1, team2_score: s2, status: played ? "completed" : scheduled ? "scheduled" : "pending",
          scheduled_at: team1 && team2 ? when : null, played_at: played ? when : null, created_at: at(start),
          updated_at: when }); // prettier-ignore
        winners.push(winner);
      }
      entrants = winners;
    }
  }
  return { tournaments, matches };
}
