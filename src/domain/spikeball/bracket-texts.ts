// The bracket's refusals: bracket.ts and bracket-results.ts refuse with them, the server answers with them.

export const BRACKET_TEXTS = {
  bothTeamsToEnd: "Both teams must be assigned before ending match.",
  tie: "Match cannot end in a tie. Please update scores.",
  bothTeamsToStart: "Both teams must be assigned before starting match.",
  notInProgress: "Only a match in progress can be ended.",
  alreadyStarted: "This match has already started.",
  alreadyCompleted: "This match is already completed.",
  notCompleted: "Only a completed match can be re-scored.",
  byeHasNoScore: "A bye has no score to update.",
  tooFewTeams: (maxTeams: number) =>
    `A ${maxTeams}-team bracket needs at least ${maxTeams / 2} teams, so that no two byes meet.`,
  tooManyTeams: (maxTeams: number) => `A ${maxTeams}-team bracket has room for ${maxTeams} teams at most.`,
  teamTwice: "A team can be placed only once in the bracket.",
  twoByesMeet: "Every first-round match needs at least one team: two byes cannot meet.",
  notEnoughTeams: "Place at least two teams before publishing the bracket.",
  unknownMatch: "That match is not part of this bracket.",
} as const;
