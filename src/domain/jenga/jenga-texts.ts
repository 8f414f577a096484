// Jenga's texts, and the limits they state: the screens show them, jenga-schemas.ts and the server refuse with them.
import { GAME_CODE_LENGTH } from "./jenga-rules";

export const GAME_NAME_MAX_LENGTH = 100;

/** Messages from the specification (and the server's own refusals), shown as they are. */
export const JENGA_TEXTS = {
  enterGameCode: "Please enter a game code",
  gameCodeTooLong: `A game code has ${GAME_CODE_LENGTH} characters`,
  gameNameRequired: "Please provide a game name",
  gameNameTooLong: `A game name can be at most ${GAME_NAME_MAX_LENGTH} characters`,
  selectFinish: "Please select a game, winner, and loser",
  winnerIsLoser: "The winner and the loser must be different players",
  noPlayersFound: "No players found",
  gameNotFound: "Game not found",
  noGameWithCode: "No game found with that code",
  gameFinished: "This game has already finished",
  gameNotActive: "This game is not active",
  gameNotWaiting: "This game has already started",
  alreadyRequested: "You have already asked to join this game",
  alreadyPlaying: "You are already a player in this game",
  notYourTurn: "It is not your turn",
  notAPlayer: "You are not a player in this game",
  playerNotFound: "That player is not in this game",
  playerNotPending: "Only pending join requests can be approved or rejected",
  finishPlayersNotInGame: "The winner and the loser must be approved players of this game",
  inviteNotFound: "Invite not found",
  inviteAnswered: "This invite has already been answered",
  userNotFound: "No active user found",
  alreadyInvited: "This user already has a pending invite to this game",
  userAlreadyPlaying: "This user is already a player in this game",
} as const;
