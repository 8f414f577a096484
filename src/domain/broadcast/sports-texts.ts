// The scoreboards' texts, and the limits they state: the control centre and the displays show them, sports-schemas.ts
// and the server refuse with them.

/** A team name on the scoreboard; longer names would not fit the team panel of a 1920x1080 overlay. */
export const TEAM_NAME_MAX_LENGTH = 30;

/** Three digits fit the score boxes. */
export const SCORE_MAX = 999;

export const SPORTS_TEXTS = {
  live: "LIVE",
  paused: "PAUSED",
  watchingNow: "WATCHING NOW",
  goal: "GOAL!",
  openDisplay: "Open Display",
  resetMatch: "Reset Match",
  networkName: "Sports Network",
  teamNameRequired: "Please enter a team name",
  teamNameTooLong: `Team names can be at most ${TEAM_NAME_MAX_LENGTH} characters`,
  scoreBelowZero: "Scores cannot go below 0",
  scoreTooHigh: `Scores can be at most ${SCORE_MAX}`,
  nothingToChange: "Nothing to change",
  unknownMatch: "There are only matches 1 to 4",
} as const;
