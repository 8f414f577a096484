// The tournaments' texts, and the limits they state: the screens show them, and tournament-schemas.ts checks with
// them.

export const TOURNAMENT_NAME_MAX_LENGTH = 100;
export const TOURNAMENT_DESCRIPTION_MAX_LENGTH = 1000;
export const MAX_SCORE = 999;

/** Messages from the specification (section 8) and the server's own refusals, shown as they are. */
export const TOURNAMENT_TEXTS = {
  tournamentCreated: "Tournament created",
  bracketPublished: "Bracket Published",
  matchStarted: "Match Started",
  matchCompleted: "Match Completed",
  loadTournamentsFailed: "Failed to load tournaments.",
  loadMatchesFailed: "Failed to load matches.",
  loadTournamentDataFailed: "Failed to load tournament data.",
  createBracketFailed: "Failed to create bracket structure.",
  updateMatchFailed: "Failed to update match.",
  publishFailed: "Failed to publish bracket.",
  startMatchFailed: "Failed to start match.",
  endMatchFailed: "Failed to end match.",
  createTournamentFailed: "Failed to create tournament.",
  nameRequired: "Please provide a tournament name",
  nameTooLong: `A tournament name can be at most ${TOURNAMENT_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `A description can be at most ${TOURNAMENT_DESCRIPTION_MAX_LENGTH} characters`,
  maxTeams: "Max teams must be 4, 8, 16 or 32",
  endBeforeStart: "The end date must not be before the start date",
  badDate: "Enter a valid date and time",
  score: `Scores are whole numbers from 0 to ${MAX_SCORE}`,
  tournamentNotFound: "Tournament not found",
  matchNotFound: "Match not found",
  notApproved: "Only approved spikeball players can view tournaments.",
  notInSetup: "The bracket can only be built while the tournament is in setup.",
  bracketNotBuilt: "Build the bracket first.",
  bracketLocked: "The bracket cannot be edited once a match has started.",
  notPublished: "Publish the bracket before starting matches.",
  alreadyPublished: "This bracket is already published.",
  firstRoundOnly: "Only first-round slots can be assigned.",
  teamNotFound: "One of the teams no longer exists.",
  notYourMatch: "Only a captain of one of the two teams can update this match's score.",
  captainInProgressOnly: "Captains can update the score only while the match is in progress.",
  completedNeedsAdmin: "Only an admin can re-score a completed match.",
} as const;
