// How big a generated school year is, and the ids of the people a test or a benchmark acts as. Every count follows
// from one scale factor (1 is a district's year: 30,000 users, 3 million messages), so the same generator makes the
// full year for the benchmarks and a small one for the tests.

export const NAMED_SCALES = { full: 1, medium: 0.1, small: 0.005 } as const;
export type NamedSize = keyof typeof NAMED_SCALES;

export type YearSize = {
  scale: number;
  seed: number;
  schools: number;
  admins: number;
  teachers: number;
  students: number;
  periodsPerStudent: number;
  messages: number;
  /** Conversations of `longConversationLength` messages between one student and one admin. */
  longConversations: number;
  longConversationLength: number;
  notifications: number;
  friendships: number;
  jengaGames: number;
  spikeballTeams: number;
  tournaments: number;
  auditEntries: number;
  sessionsPerUser: number;
};

const at = (value: number, scale: number, least: number) => Math.max(least, Math.round(value * scale));

/** The sizes of a year at `scale` (or a named size); `seed` chooses the names, pairs, times and outcomes. */
export function yearSize(scale: number | NamedSize, seed = 1): YearSize {
  const s = typeof scale === "number" ? scale : NAMED_SCALES[scale];
  if (!(s > 0 && s <= 10)) throw new Error(`a year's scale is a number in (0, 10], not ${scale}`);
  const users = at(30_000, s, 150);
  const admins = at(150, s, 2);
  const teachers = at(150, s, 2);
  return {
    scale: s,
    seed,
    schools: 5,
    admins,
    teachers,
    students: users - admins - teachers,
    periodsPerStudent: 7,
    messages: at(3_000_000, s, 5_000),
    longConversations: at(20, s, 2),
    longConversationLength: at(5_000, s, 300),
    notifications: at(2_000, s, 20),
    friendships: at(20_000, s, 100),
    jengaGames: at(10_000, s, 20),
    spikeballTeams: at(300, s, 8),
    tournaments: at(20, s, 2),
    auditEntries: at(60_000, s, 300),
    sessionsPerUser: 3,
  };
}

/** The users' ids: admins first, then teachers, then students, each numbered from 0. */
export const adminId = (n: number) => `year-admin-${n}`;
export const studentId = (n: number) => `year-student-${n}`;

/** The student (index) of the year's long conversation `c`: from the end of the list, where the spikeball players are. */
export const longConversationStudent = (size: YearSize, c: number) => (size.students - 1 - c * 37) % size.students;

/**
 * The student and the admin of the year's first long conversation (the benchmark pages through it). The student
 * also captains a spikeball team, so the routes called as them reach every query.
 */
export function longConversationPair(size: YearSize) {
  return { studentId: studentId(longConversationStudent(size, 0)), adminId: adminId(0) };
}

/** The year's last day; fixed, so the same seed gives the same rows on any day. */
export const YEAR_START = "2025-09-01T07:00:00Z";
export const YEAR_END = "2026-06-30T16:00:00Z";
