// The Jenga API's contract: what the screens send (checked again by the server with the same messages) and what the
// server answers, with the texts of its refusals.
import { z } from "zod";
import { pageInfoShape, pageQueryShape } from "../paging/paging";
import {
  ADMIN_GAMES_PAGE_SIZE,
  DIFFICULTIES,
  FINISH_GAMES_SHOWN,
  GAME_CODE_LENGTH,
  GAME_STATUSES,
  INVITE_RESPONSES,
  LEADERBOARD_PAGE_SIZE,
  LIVE_GAMES_PAGE_SIZE,
} from "./jenga-rules";
import { GAME_NAME_MAX_LENGTH, JENGA_TEXTS } from "./jenga-texts";

const code = z
  .string({ message: JENGA_TEXTS.enterGameCode })
  .trim()
  .min(1, JENGA_TEXTS.enterGameCode)
  .max(GAME_CODE_LENGTH, JENGA_TEXTS.gameCodeTooLong)
  .transform((value) => value.toUpperCase());

export const joinGameSchema = z.object({ code });
export type JoinGameInput = z.input<typeof joinGameSchema>;

export const createGameSchema = z.object({
  name: z
    .string({ message: JENGA_TEXTS.gameNameRequired })
    .trim()
    .min(1, JENGA_TEXTS.gameNameRequired)
    .max(GAME_NAME_MAX_LENGTH, JENGA_TEXTS.gameNameTooLong),
});
export type CreateGameInput = z.input<typeof createGameSchema>;

export const makeMoveSchema = z.object({
  difficulty: z.enum(DIFFICULTIES, { message: "Choose an easy or a hard block" }),
});

const userId = z.string({ message: JENGA_TEXTS.selectFinish }).trim().min(1, JENGA_TEXTS.selectFinish).max(64);

export const finishGameSchema = z
  .object({ winnerUserId: userId, loserUserId: userId })
  .refine((v) => v.winnerUserId !== v.loserUserId, { message: JENGA_TEXTS.winnerIsLoser, path: ["loserUserId"] });
export type FinishGameInput = z.infer<typeof finishGameSchema>;

export const invitePlayerSchema = z.object({ userId: z.string().trim().min(1, JENGA_TEXTS.userNotFound).max(64) });

export const leaderboardQuerySchema = z.object({ ...pageQueryShape(LEADERBOARD_PAGE_SIZE, 100) });
export const liveGamesQuerySchema = z.object({ ...pageQueryShape(LIVE_GAMES_PAGE_SIZE, 50) });
/** Manage Games pages through every game; Finish Game asks for the active ones only. */
export const adminGamesQuerySchema = z.object({
  ...pageQueryShape(ADMIN_GAMES_PAGE_SIZE, FINISH_GAMES_SHOWN),
  status: z.enum(GAME_STATUSES).optional(),
});

export const respondToInviteSchema = z.object({
  response: z.enum(INVITE_RESPONSES, { message: "Answer accepted or declined" }),
});
export type InviteResponse = z.infer<typeof respondToInviteSchema>["response"];

// ---------------------------------------------------------------------------------------------------------------------
// Answers

export const statsSchema = z.object({
  totalPoints: z.number().int(),
  rating: z.number().int(),
  gamesPlayed: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
});
export type JengaStats = z.infer<typeof statsSchema>;

export const profileSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  isAdmin: z.boolean(),
  stats: statsSchema,
});
export type JengaProfile = z.infer<typeof profileSchema>;

const status = z.enum(GAME_STATUSES);

export const liveGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  status,
  createdAt: z.string(),
  players: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type LiveGame = z.infer<typeof liveGameSchema>;

export const liveGamesPageSchema = z.object({ games: z.array(liveGameSchema), ...pageInfoShape });
export type LiveGamesPage = z.infer<typeof liveGamesPageSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  createdAt: z.string(),
});
export type JengaInvite = z.infer<typeof inviteSchema>;

export const gamePlayerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  turnOrder: z.number().int(),
  moveCount: z.number().int(),
  /** Block points earned in this game; once it is finished, what the game was worth (bonus, penalty). */
  points: z.number().int(),
});
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const moveSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  points: z.number().int(),
  moveNumber: z.number().int(),
  createdAt: z.string(),
});
export type JengaMove = z.infer<typeof moveSchema>;

export const gameDetailSchema = z.object({
  game: z.object({
    id: z.string(),
    name: z.string(),
    status,
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    currentTurnPlayerId: z.string().nullable(),
    winner: z.object({ userId: z.string(), name: z.string() }).nullable(),
    loser: z.object({ userId: z.string(), name: z.string() }).nullable(),
  }),
  /** Approved players in turn order. */
  players: z.array(gamePlayerSchema),
  moveCount: z.number().int(),
  /** The latest moves, newest first. */
  recentMoves: z.array(moveSchema),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const adminGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  gameCode: z.string(),
  status,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  approvedPlayers: z.array(z.object({ userId: z.string(), name: z.string(), turnOrder: z.number().int() })),
  pendingPlayers: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGamesPageSchema = z.object({ games: z.array(adminGameSchema), ...pageInfoShape });
export type AdminGamesPage = z.infer<typeof adminGamesPageSchema>;

export const leaderboardRowSchema = statsSchema.extend({
  /** 1 for the best player; it goes on across pages. */
  rank: z.number().int(),
  userId: z.string(),
  userName: z.string(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** One page of the rankings, and the podium: the first three overall, whatever the page. */
export const leaderboardPageSchema = z.object({
  players: z.array(leaderboardRowSchema),
  podium: z.array(leaderboardRowSchema),
  /** The signed-in player's rank; null when they are not on the board (no statistics yet). */
  myRank: z.number().int().nullable(),
  ...pageInfoShape,
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

export const invitableUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type InvitableUser = z.infer<typeof invitableUserSchema>;
