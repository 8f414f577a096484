// The live sports scoreboards: the four matches, their rows as screens receive them, and the changes the control
// centre may ask for. The server checks every change with these schemas and rules; the control centre uses the same.
import { z } from "zod";
import { type SportsClock, gameSeconds } from "./sports-clock";
import { SCORE_MAX, SPORTS_TEXTS, TEAM_NAME_MAX_LENGTH } from "./sports-texts";

/** The spec's four simultaneous matches. */
export const SPORTS_MATCH_NUMBERS = [1, 2, 3, 4] as const;
export type SportsMatchNumber = (typeof SPORTS_MATCH_NUMBERS)[number];

/** The score progress bar of the live display is full at this many goals. */
export const PROGRESS_FULL_AT_GOALS = 10;
/** The control centre saves this long after the last edit. */
export const SAVE_DEBOUNCE_MS = 300;
/** A changed score is highlighted (scoreboards) and the GOAL! overlay shows (live display) for this long. */
export const GOAL_HIGHLIGHT_MS = 1000;

export const SPORTS_DEFAULTS = {
  teamAName: "TEAM A",
  teamBName: "TEAM B",
  teamAColor: "blue",
  teamBColor: "red",
} as const;

/** The control centre's failure toast for one match. */
export const failedToUpdateMatch = (matchNumber: number) => `Failed to update match ${matchNumber} state`;

export const matchNumberSchema = z.coerce
  .number({ message: SPORTS_TEXTS.unknownMatch })
  .int(SPORTS_TEXTS.unknownMatch)
  .min(1, SPORTS_TEXTS.unknownMatch)
  .max(SPORTS_MATCH_NUMBERS.length, SPORTS_TEXTS.unknownMatch)
  .transform((n) => n as SportsMatchNumber);

export const teamNameSchema = z
  .string({ message: SPORTS_TEXTS.teamNameRequired })
  .trim()
  .min(1, SPORTS_TEXTS.teamNameRequired)
  .max(TEAM_NAME_MAX_LENGTH, SPORTS_TEXTS.teamNameTooLong);

const scoreChangeSchema = z
  .number()
  .int()
  .min(-SCORE_MAX, SPORTS_TEXTS.scoreBelowZero)
  .max(SCORE_MAX, SPORTS_TEXTS.scoreTooHigh);

/**
 * What an operator changed since the last save. Scores change by a difference (+1 for a goal, -1 for the minus
 * button), so two operators pressing goal buttons at once never overwrite each other's goals. `running` names the
 * state the clock should be in, so two operators pressing start at once start it once.
 */
export const sportsMatchChangeSchema = z
  .object({
    teamAName: teamNameSchema.optional(),
    teamBName: teamNameSchema.optional(),
    teamAScoreChange: scoreChangeSchema.optional(),
    teamBScoreChange: scoreChangeSchema.optional(),
    running: z.boolean().optional(),
    /** Any id the caller picks; the realtime event of this change carries it back (the control centre's own changes). */
    changeId: z.string().min(1).max(64).optional(),
  })
  .strict()
  .refine(
    (c) =>
      c.teamAName !== undefined ||
      c.teamBName !== undefined ||
      c.teamAScoreChange !== undefined ||
      c.teamBScoreChange !== undefined ||
      c.running !== undefined,
    { message: SPORTS_TEXTS.nothingToChange },
  );
export type SportsMatchChange = z.infer<typeof sportsMatchChangeSchema>;

/** One match as every screen receives it (sports_game_state, with the clock as the server stores it). */
export const sportsMatchSchema = z.object({
  matchNumber: z.number().int(),
  teamAName: z.string(),
  teamAScore: z.number().int(),
  teamAColor: z.string(),
  teamBName: z.string(),
  teamBScore: z.number().int(),
  teamBColor: z.string(),
  gameStarted: z.boolean(),
  /** When the clock last started (ISO, the server's time); null while paused. */
  clockStartedAt: z.string().nullable(),
  /** Whole seconds run before `clockStartedAt` (or in total, while paused). */
  clockBaseSeconds: z.number().int(),
  /** `game_time` in seconds at `serverTime` of the answer or event that carried this row. */
  gameTime: z.number().int(),
  /** Orders versions of the row: a screen ignores a row older than the one it shows. */
  updatedAt: z.string(),
});
export type SportsMatch = z.infer<typeof sportsMatchSchema>;

/** The realtime event on a match's topic (sports-topics.ts). */
export type SportsMatchEvent = { match: SportsMatch; serverTime: number; changeId: string | null };

/** The row a screen shows before any data arrives, and what the API answers for a match nobody has set up yet. */
export function defaultSportsMatch(matchNumber: number): SportsMatch {
  return {
    matchNumber,
    teamAName: SPORTS_DEFAULTS.teamAName,
    teamAScore: 0,
    teamAColor: SPORTS_DEFAULTS.teamAColor,
    teamBName: SPORTS_DEFAULTS.teamBName,
    teamBScore: 0,
    teamBColor: SPORTS_DEFAULTS.teamBColor,
    gameStarted: false,
    clockStartedAt: null,
    clockBaseSeconds: 0,
    gameTime: 0,
    updatedAt: new Date(0).toISOString(),
  };
}

export function clockOf(match: Pick<SportsMatch, "clockStartedAt" | "clockBaseSeconds">): SportsClock {
  return {
    startedAtMs: match.clockStartedAt === null ? null : Date.parse(match.clockStartedAt),
    baseSeconds: match.clockBaseSeconds,
  };
}

/** `game_time` of a match at `serverNowMs`. */
export function matchSeconds(match: SportsMatch, serverNowMs: number): number {
  return gameSeconds(clockOf(match), serverNowMs);
}

/** A score after a change, or the reason it is refused: scores never go below 0 nor above SCORE_MAX. */
export function changedScore(score: number, change: number): { score: number } | { error: string } {
  const next = score + change;
  if (next < 0) return { error: SPORTS_TEXTS.scoreBelowZero };
  if (next > SCORE_MAX) return { error: SPORTS_TEXTS.scoreTooHigh };
  return { score: next };
}

/** How full a team's score progress bar is, from 0 to 1 (full at PROGRESS_FULL_AT_GOALS). */
export function scoreProgress(score: number): number {
  return Math.min(1, Math.max(0, score) / PROGRESS_FULL_AT_GOALS);
}

/** Whether `incoming` is at least as new as `current` (a screen applies it) or older (a late answer: ignored). */
export function isSameOrNewer(incoming: Pick<SportsMatch, "updatedAt">, current: Pick<SportsMatch, "updatedAt">) {
  return Date.parse(incoming.updatedAt) >= Date.parse(current.updatedAt);
}
