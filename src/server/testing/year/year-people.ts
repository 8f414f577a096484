// The year's people and what they leave behind outside the games and messages: schools, users (admins, teachers,
// students), their sessions, timetables, friendships, the school-wide notifications and the admins' audit log.
// Each table is filled by one INSERT … SELECT over generate_series.
import { WEEKDAYS } from "../../../domain/schedule/schedule-rules";
import { hashOf, orderedUuidOf, pick, type RunSql, uuidOf, wordsArray } from "./year-sql";
import { YEAR_END, YEAR_START, type YearSize } from "./year-size";

const FIRST_NAMES = [
  "Ada", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jamal", "Kira", "Liam", "Maya", "Noah",
  "Olu", "Priya", "Quinn", "Rosa", "Sami", "Tess", "Umar", "Vera", "Wes", "Xin", "Yara", "Zoe", "Aiden", "Bea",
  "Carlos", "Dana", "Emil", "Fatima", "Gus", "Hana", "Ivan", "Jade", "Kofi", "Lena", "Milo", "Nora",
]; // prettier-ignore
const LAST_NAMES = [
  "Adams", "Baker", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jones", "Kim", "Lopez",
  "Moreau", "Nguyen", "Okafor", "Patel", "Quist", "Rossi", "Silva", "Tanaka", "Ueda", "Varga", "Walsh", "Xu",
  "Young", "Zimmer", "Novak", "Berg", "Costa", "Duarte",
]; // prettier-ignore
const SUBJECTS = [
  "Algebra", "Biology", "Chemistry", "English", "History", "Physics", "Spanish", "French", "Art", "Music",
  "Computer Science", "Geography", "Physical Education", "Economics",
]; // prettier-ignore

/** Seconds from the year's first day to its last. */
export const YEAR_SECONDS = (Date.parse(YEAR_END) - Date.parse(YEAR_START)) / 1000;
/** SQL for the instant `seconds` after the year's start. */
export const inYear = (seconds: string) => `('${YEAR_START}'::timestamptz + (${seconds}) * interval '1 second')`;

/** The five schools, created when missing; answers their ids, in name order. */
export async function insertSchools(run: RunSql, size: YearSize): Promise<number[]> {
  for (let i = 1; i <= size.schools; i++) {
    await run(`insert into schools (name) values ($1) on conflict (name) do nothing`, [`Year School ${i}`]);
  }
  const rows = (await run(`select id from schools where name like 'Year School %' order by name`)) as {
    rows: { id: number }[];
  };
  return rows.rows.map((r) => r.id);
}

export async function insertUsers(run: RunSql, size: YearSize, schoolIds: number[]) {
  const { seed } = size;
  const groups = [
    { role: "admin", count: size.admins, salt: 10 },
    { role: "teacher", count: size.teachers, salt: 20 },
    { role: "student", count: size.students, salt: 30 },
  ] as const;
  for (const { role, count, salt } of groups) {
    const first = `(${wordsArray(FIRST_NAMES)})[1 + ${pick("n", FIRST_NAMES.length, seed, salt)}]`;
    const last = `(${wordsArray(LAST_NAMES)})[1 + ${pick("n", LAST_NAMES.length, seed, salt + 1)}]`;
    const roll = pick("n", 100, seed, salt + 2);
    // Students: 2 % suspended, 1 % banned (half of them for good), but not the spikeball players at the end of the
    // list (among them the students of the long conversations); staff are all active.
    const players = size.students - 4 * size.spikeballTeams;
    const status =
      role === "student"
        ? `case when n >= ${players} then 'active' when ${roll} < 2 then 'suspended' when ${roll} < 3 then 'banned'
           else 'active' end`
        : `'active'`;
    // Staff exist before the year starts; most students register in its first three weeks, a few later on.
    const created =
      role === "student"
        ? inYear(`case when ${roll} >= 95 then ${pick("n", YEAR_SECONDS, seed, salt + 3)}
                  else ${pick("n", 21 * 86400, seed, salt + 3)} end`)
        : `('${YEAR_START}'::timestamptz - interval '30 days' + n * interval '1 minute')`;
    await run(`
      insert into users (id, name, email, email_verified, school_id, role, status, banned_until, ban_reason,
                         is_cas_student, created_at, updated_at)
      select 'year-${role}-' || n, first || ' ' || last,
             lower(first || '.' || last || '.${role}' || n || '@district.example'), true,
             (array[${schoolIds.join(", ")}])[1 + n % ${schoolIds.length}], '${role}', status,
             case when status = 'banned' and ${roll} % 2 = 0 then '${YEAR_END}'::timestamptz + interval '60 days' end,
             case when status = 'banned' then 'Broke the school rules' end,
             ${role === "student" ? `${roll} % 10 = 0` : "false"}, created, created
      from (select n, ${first} as first, ${last} as last, ${status} as status, ${created} as created
            from generate_series(0, ${count - 1}) as n) as p`);
  }
}

/** Sign-ins through the year: most ended long ago; each user's last one ends a week after the year. */
export async function insertSessions(run: RunSql, size: YearSize) {
  const { seed } = size;
  const last = size.sessionsPerUser - 1;
  await run(`
    insert into sessions (id, token, user_id, expires_at, ip_address, user_agent, revoked_at, created_at, updated_at)
    select 'year-session-' || u.id || '-' || k, md5('${seed}:token:' || u.id || ':' || k), u.id,
           case when k = ${last} then '${YEAR_END}'::timestamptz + interval '7 days' else started + interval '7 days' end,
           '10.' || (${hashOf("k", seed, 40)} % 250) || '.' || k || '.1', 'Mozilla/5.0 (year generator)',
           case when k = ${last} and u.status <> 'active' then '${YEAR_END}'::timestamptz end, started, started
    from users u
    cross join generate_series(0, ${last}) as k
    cross join lateral (select greatest(u.created_at,
             ${inYear(`${YEAR_SECONDS} * k / ${size.sessionsPerUser} + ${pick("hashtext(u.id)::bigint * 8 + k", 86400 * 20, seed, 41)}`)})
           as started) as s
    where u.id like 'year-%'`);
}

/** Seven classes a day for every student, Monday to Friday. */
export async function insertSchedules(run: RunSql, size: YearSize) {
  const { seed } = size;
  const weekdays = `${wordsArray(WEEKDAYS.slice(0, 5))}::text[]`;
  await run(`
    insert into schedule_entries (id, user_id, class_name, teacher_name, room_number, start_time, end_time,
                                  days_of_week, created_at, updated_at)
    select ${orderedUuidOf("class", "n * 8 + p", seed)}, 'year-student-' || n,
           (${wordsArray(SUBJECTS)})[1 + ${pick("n * 8 + p", SUBJECTS.length, seed, 50)}],
           'Mx ' || (${wordsArray(LAST_NAMES)})[1 + ${pick("n * 8 + p", LAST_NAMES.length, seed, 51)}],
           'R' || (100 + ${pick("n * 8 + p", 200, seed, 52)}),
           lpad((7 + p)::text, 2, '0') || ':00', lpad((7 + p)::text, 2, '0') || ':50', ${weekdays},
           '${YEAR_START}'::timestamptz, '${YEAR_START}'::timestamptz
    from generate_series(0, ${size.students - 1}) as n
    cross join generate_series(1, ${size.periodsPerStudent}) as p`);
}

/**
 * Pairs of students of the same school (student n is at school n mod the number of schools) a few places apart in a
 * shuffled order; each pair once, the smaller id first. Friends are schoolmates: the app lets no one else ask.
 */
export async function insertFriendships(run: RunSql, size: YearSize) {
  const count = Math.min(size.friendships, size.students - 1);
  const step = coprimeStep(size.students);
  await run(`
    insert into friendships (user_low_id, user_high_id, created_at)
    select least(a, b), greatest(a, b), ${inYear(pick("i", YEAR_SECONDS, size.seed, 60))}
    from (select i, 'year-student-' || ((i::bigint * ${step}) % ${size.students}) as a,
                 'year-student-' || ((i::bigint * ${step} + ${size.schools} * (1 + i % 7)) % ${size.students}) as b
          from generate_series(0, ${count - 1}) as i) as pairs`);
}

// The alphabet of friend codes (no I, L, O, 0 or 1), as friend_settings' check constraint has it.
const FRIEND_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Two students in three share their schedule with all their friends (with rooms now and then); the rest with nobody. */
export async function insertFriendSettings(run: RunSql, size: YearSize) {
  const base = FRIEND_CODE_ALPHABET.length;
  // Student n's code is n written in base 31 with that alphabet, 8 digits: unique, and valid.
  const code = Array.from(
    { length: 8 },
    (_, k) => `substr('${FRIEND_CODE_ALPHABET}', 1 + ((n::bigint / ${base ** k}) % ${base})::int, 1)`,
  ).join(" || ");
  await run(`
    insert into friend_settings (user_id, friend_code, share_scope, show_rooms, updated_at)
    select 'year-student-' || n, ${code},
           case when ${pick("n", 3, size.seed, 61)} = 0 then 'nobody' else 'all_friends' end,
           ${pick("n", 2, size.seed, 62)} = 0, ${inYear(pick("n", YEAR_SECONDS, size.seed, 63))}
    from generate_series(0, ${size.students - 1}) as n`);
}

/** A step that visits every number below n once (i * step mod n is a permutation). */
function coprimeStep(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = 7919;
  while (gcd(step, n) !== 1) step += 2;
  return step;
}

/** Notices through the year; the last five are still up. */
export async function insertNotifications(run: RunSql, size: YearSize) {
  const n = size.notifications;
  await run(`
    insert into notifications (id, title, message, type, is_active, expires_at, created_by, created_at, updated_at)
    select ${uuidOf("notice", "i", size.seed)}, 'Notice ' || (i + 1), 'School news number ' || (i + 1) || ' for everyone.',
           (array['info', 'success', 'warning', 'error'])[1 + i % 4], i >= ${n - 5},
           case when i < ${n - 5} then created + interval '7 days' end, 'year-admin-' || (i % ${size.admins}),
           created, created
    from (select i, ${inYear(`i * ${Math.floor(YEAR_SECONDS / n)}`)} as created
          from generate_series(0, ${n - 1}) as i) as x`);
}

/** What the admins did through the year: status changes, edits, notices, teacher approvals, the sign-up switch. */
export async function insertAuditLog(run: RunSql, size: YearSize) {
  const { seed } = size;
  const e = size.auditEntries;
  await run(`
    insert into audit_log (id, actor_id, actor_email, action, target_type, target_id, before, after, created_at)
    select ${uuidOf("audit", "i", seed)}, a.id, a.email, kind.action, kind.target_type,
           case kind.target_type
             when 'user' then 'year-student-' || ${pick("i", size.students, seed, 70)}
             when 'notification' then ${uuidOf("notice", `i % ${size.notifications}`, seed)}::text
           end,
           kind.before, kind.after, ${inYear(`i::bigint * ${YEAR_SECONDS} / ${e}`)}
    from generate_series(0, ${e - 1}) as i
    join users a on a.id = 'year-admin-' || (i % ${size.admins})
    cross join lateral (select * from (values
        (0, 'user.status', 'user', '{"status":"active"}'::jsonb, '{"status":"suspended"}'::jsonb),
        (1, 'user.update', 'user', '{"isCasStudent":false}'::jsonb, '{"isCasStudent":true}'::jsonb),
        (2, 'notification.create', 'notification', null, '{"title":"Notice"}'::jsonb),
        (3, 'user.status', 'user', '{"status":"suspended"}'::jsonb, '{"status":"active"}'::jsonb),
        (4, 'signup.toggle', 'signup_settings', '{"isSignupEnabled":true}'::jsonb, '{"isSignupEnabled":false}'::jsonb)
      ) as k(n, action, target_type, before, after) where k.n = ${pick("i", 5, seed, 71)}) as kind`);
}
