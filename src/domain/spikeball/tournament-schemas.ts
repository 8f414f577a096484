// The spikeball tournaments API's contract: what the screens send (checked again by the server with the same
// messages) and what the server answers.
import { z } from "zod";
import { boundedDateTime } from "../dates/bounded-date";
import { DEFAULT_MAX_TEAMS, MATCH_STATUSES, MAX_TEAMS_OPTIONS, TOURNAMENT_STATUSES } from "./bracket";
import {
  MAX_SCORE,
  TOURNAMENT_DESCRIPTION_MAX_LENGTH,
  TOURNAMENT_NAME_MAX_LENGTH,
  TOURNAMENT_TEXTS,
} from "./tournament-texts";

/** The only kind of tournament the bracket builds. */
export const TOURNAMENT_TYPES = ["single_elimination"] as const;

const optionalDate = z
  .union([boundedDateTime(TOURNAMENT_TEXTS.badDate), z.null()])
  .optional()
  .transform((v) => v ?? null);

export const createTournamentSchema = z
  .object({
    name: z
      .string({ message: TOURNAMENT_TEXTS.nameRequired })
      .trim()
      .min(1, TOURNAMENT_TEXTS.nameRequired)
      .max(TOURNAMENT_NAME_MAX_LENGTH, TOURNAMENT_TEXTS.nameTooLong),
    description: z
      .string()
      .trim()
      .max(TOURNAMENT_DESCRIPTION_MAX_LENGTH, TOURNAMENT_TEXTS.descriptionTooLong)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    maxTeams: z.literal(MAX_TEAMS_OPTIONS, { message: TOURNAMENT_TEXTS.maxTeams }).default(DEFAULT_MAX_TEAMS),
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .refine((v) => !v.startDate || !v.endDate || Date.parse(v.endDate) >= Date.parse(v.startDate), {
    message: TOURNAMENT_TEXTS.endBeforeStart,
    path: ["endDate"],
  });
export type CreateTournamentInput = z.input<typeof createTournamentSchema>;

const score = z
  .number({ message: TOURNAMENT_TEXTS.score })
  .int(TOURNAMENT_TEXTS.score)
  .min(0, TOURNAMENT_TEXTS.score)
  .max(MAX_SCORE, TOURNAMENT_TEXTS.score);
export const scoresSchema = z.object({ team1Score: score, team2Score: score });
export type ScoresInput = z.infer<typeof scoresSchema>;

/** A score as typed in its box: digits only ("1e2" and "+3" are numbers to the browser, not scores), then `score`. */
const typedScore = z.string().trim().regex(/^\d+$/, TOURNAMENT_TEXTS.score).transform(Number).pipe(score);
/** The two score boxes of a match (the captain's form, the admin's match row), read as the scores they send. */
export const typedScoresSchema = z.object({ team1Score: typedScore, team2Score: typedScore });

const teamId = z.uuid("Choose a team").nullable();
export const firstRoundSlotsSchema = z.object({
  slots: z
    .array(z.object({ matchNumber: z.number().int().min(1).max(16), team1Id: teamId, team2Id: teamId }))
    .min(1)
    .max(16),
});
export type FirstRoundSlotsInput = z.infer<typeof firstRoundSlotsSchema>;

export const seedBracketSchema = z.object({ teamIds: z.array(z.uuid()).min(1).max(32) });

// ---------------------------------------------------------------------------------------------------------------------
// Answers

export const tournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(TOURNAMENT_STATUSES),
  tournamentType: z.enum(TOURNAMENT_TYPES),
  maxTeams: z.number().int(),
  /** Teams placed in the bracket's first round. */
  teamCount: z.number().int(),
  /** Whether Build Bracket has created the matches. */
  bracketBuilt: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const matchSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  roundNumber: z.number().int(),
  matchNumber: z.number().int(),
  team1Id: z.string().nullable(),
  team2Id: z.string().nullable(),
  team1Name: z.string().nullable(),
  team2Name: z.string().nullable(),
  winnerId: z.string().nullable(),
  team1Score: z.number().int(),
  team2Score: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  scheduledAt: z.string().nullable(),
  playedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

export const tournamentDetailSchema = z.object({
  tournament: tournamentSchema,
  matches: z.array(matchSchema),
  /** Who is looking: their team (if any), whether they captain it, and whether they administer. */
  viewer: z.object({ teamId: z.string().nullable(), isCaptain: z.boolean(), isAdmin: z.boolean() }),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const upcomingMatchSchema = matchSchema.extend({
  tournamentName: z.string(),
  tournamentStatus: z.enum(TOURNAMENT_STATUSES),
  maxTeams: z.number().int(),
});
export type UpcomingMatch = z.infer<typeof upcomingMatchSchema>;

export const upcomingMatchesSchema = z.object({
  teamId: z.string().nullable(),
  isCaptain: z.boolean(),
  matches: z.array(upcomingMatchSchema),
});
export type UpcomingMatches = z.infer<typeof upcomingMatchesSchema>;

export const bracketTeamSchema = z.object({ id: z.string(), name: z.string() });
export type BracketTeam = z.infer<typeof bracketTeamSchema>;
