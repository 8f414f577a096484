// The Jenga game's rules, shared by the server (which applies them inside its transactions) and the browser (which
// shows the same numbers): block points, turn order, the settlement at finish with Elo ratings, and the game code.
import { pageOffset } from "../paging/paging";

export const GAME_CODE_LENGTH = 6;
/** Letters and digits nobody confuses when a code is read aloud or copied from a board: no O/0, I/1/L. */
export const GAME_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const EASY_BLOCK_POINTS = 1;
export const HARD_BLOCK_POINTS = 3;
export const WINNER_BONUS = 15;
export const LOSER_PENALTY = -10;
export const DEFAULT_RATING = 1000;
export const ELO_K = 32;
export const RECENT_MOVES_SHOWN = 10;
export const PODIUM_MIN_PLAYERS = 3;
/** Page sizes of the lists that grow with the school: the leaderboard, the hub's live games, the admins' games. */
export const LEADERBOARD_PAGE_SIZE = 50;
export const LIVE_GAMES_PAGE_SIZE = 20;
export const ADMIN_GAMES_PAGE_SIZE = 20;
/** Finish Game offers the active games in one list, the newest this many. */
export const FINISH_GAMES_SHOWN = 100;

export const DIFFICULTIES = ["easy", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const GAME_STATUSES = ["waiting", "active", "finished"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
/** A player who asks to join waits for the admin's approval; only approved players take turns. */
export const PLAYER_STATUSES = ["pending", "approved"] as const;
export const INVITE_RESPONSES = ["accepted", "declined"] as const;
export const INVITE_STATUSES = ["pending", ...INVITE_RESPONSES] as const;

/** The rank of the `index`th player (from 0) of a leaderboard page: ranks go on across pages (page 2 of 50 starts at 51). */
export function leaderboardRank(page: number, pageSize: number, index: number): number {
  return pageOffset(page, pageSize) + index + 1;
}

/** The leaderboard page that shows `rank`. */
export function leaderboardPageOf(rank: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rank / pageSize));
}

export function movePoints(difficulty: Difficulty): number {
  return difficulty === "hard" ? HARD_BLOCK_POINTS : EASY_BLOCK_POINTS;
}

/** A code from the unambiguous alphabet; `randomIndex(n)` answers a uniform integer in [0, n). */
export function generateGameCode(randomIndex: (n: number) => number): string {
  let code = "";
  for (let i = 0; i < GAME_CODE_LENGTH; i++) code += GAME_CODE_ALPHABET[randomIndex(GAME_CODE_ALPHABET.length)];
  return code;
}

type TurnPlayer = { userId: string; turnOrder: number };

const byTurnOrder = <T extends TurnPlayer>(players: readonly T[]) =>
  [...players].sort((a, b) => a.turnOrder - b.turnOrder);

/** Who moves first when a game starts: the approved player with the lowest turn order. */
export function firstTurn(approvedPlayers: readonly TurnPlayer[]): string | null {
  return byTurnOrder(approvedPlayers)[0]?.userId ?? null;
}

/**
 * Who moves after `currentUserId`: the next approved player by turn order, wrapping around. A current player who is
 * no longer in the list (or none) hands the turn to whoever follows their place, or to the first player.
 */
export function nextTurn(
  approvedPlayers: readonly TurnPlayer[],
  current: { userId: string; turnOrder: number } | null,
): string | null {
  const ordered = byTurnOrder(approvedPlayers);
  if (!ordered.length) return null;
  if (!current) return ordered[0]!.userId;
  const after = ordered.find((p) => p.turnOrder > current.turnOrder && p.userId !== current.userId);
  return (after ?? ordered[0]!).userId;
}

/** Rating points the winner gains and the loser gives up (Elo, K = 32), rounded to a whole number. */
export function eloDelta(winnerRating: number, loserRating: number, k = ELO_K): number {
  const expectedWin = 1 / (1 + 10 ** ((loserRating - winnerRating) / 400));
  return Math.round(k * (1 - expectedWin));
}

export type FinishRole = "winner" | "loser" | "other";

/**
 * What a finished game is worth to a player, given the block points they earned in it: the winner keeps them and
 * gets the bonus, the loser gets the penalty and none of them, everyone else keeps theirs.
 */
export function settledGamePoints(blockPoints: number, role: FinishRole): number {
  if (role === "winner") return blockPoints + WINNER_BONUS;
  if (role === "loser") return LOSER_PENALTY;
  return blockPoints;
}

export type StatsChange = {
  userId: string;
  /** Added to total_points. Block points were credited move by move, so this is the settlement on top of them. */
  points: number;
  rating: number;
  played: 1;
  won: 0 | 1;
  lost: 0 | 1;
};

/**
 * The changes to every approved player's statistics when a game finishes. Block points were already added to the
 * totals as the moves were made; here the winner adds the bonus, the loser gives back the game's block points and
 * takes the penalty, and only the winner's and loser's ratings move.
 */
export function finishSettlement(input: {
  players: readonly { userId: string; blockPoints: number }[];
  winner: { userId: string; rating: number };
  loser: { userId: string; rating: number };
}): StatsChange[] {
  const delta = eloDelta(input.winner.rating, input.loser.rating);
  return input.players.map(({ userId, blockPoints }) => {
    const role: FinishRole =
      userId === input.winner.userId ? "winner" : userId === input.loser.userId ? "loser" : "other";
    return {
      userId,
      points: settledGamePoints(blockPoints, role) - blockPoints,
      rating: role === "winner" ? delta : role === "loser" ? -delta : 0,
      played: 1,
      won: role === "winner" ? 1 : 0,
      lost: role === "loser" ? 1 : 0,
    };
  });
}

/** Wins as a whole percentage of games played; 0 before the first game. */
export function winRate(gamesWon: number, gamesPlayed: number): number {
  return gamesPlayed > 0 ? Math.round((gamesWon / gamesPlayed) * 100) : 0;
}

/** Total points per game played, rounded; 0 before the first game. */
export function averagePointsPerGame(totalPoints: number, gamesPlayed: number): number {
  return gamesPlayed > 0 ? Math.round(totalPoints / gamesPlayed) : 0;
}

/** Whether the admin may still approve or reject join requests: not once the game has finished. */
export function mayDecideRequests(status: GameStatus): boolean {
  return status !== "finished";
}

/** Whether the admin may start a game: it is waiting and has at least one approved player. */
export function mayStart(status: GameStatus, approvedCount: number): boolean {
  return status === "waiting" && approvedCount > 0;
}
