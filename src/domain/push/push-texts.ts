// What the push settings and the pushes themselves say, word for word.

/** A message's text is replaced by this when its reader hides message text on the lock screen (issue 26). */
export const HIDDEN_MESSAGE_TEXT = "New message from the office";

export const PUSH_TEXTS = {
  heading: "Notifications on this device",
  unsupported:
    "This browser cannot show notifications when Cohort is closed. Use a current Chrome, Edge, Firefox or Safari.",
  denied:
    "Notifications are blocked for Cohort in this browser. Allow them in the browser's site settings, then try again.",
  iosNeedsHomeScreen:
    "On an iPhone or iPad, notifications work only in the installed app: tap Share, then Add to Home Screen, and open Cohort from there.",
  enableFailed: "Notifications could not be turned on. Check your connection and try again.",
  noDevices: "No devices get notifications yet.",
  deviceNotFound: "Device not found",
  deviceTaken: "This browser gets notifications for another account. Turn them off there first.",
  endpointInvalid: "The browser gave an address for notifications that is not valid",
  keysInvalid: "The browser gave keys for notifications that are not valid",
  endpointNotPushService: "This browser's push service is not one this school's server sends notifications to",
  tooManyDevices: (max: number) =>
    `Notifications already reach ${max} devices of yours. Remove one in the list of devices, then try again.`,
} as const;

/** The ended match a result push names: both teams, their scores and the winner. */
export type MatchResult = {
  team1Id: string | null;
  team1Name: string | null;
  team2Name: string | null;
  team1Score: number;
  team2Score: number;
  winnerId: string | null;
};

/** "Aces beat Blockers 21–15": the winner first, with the winner's score first. */
function spikeballResultBody(match: MatchResult) {
  const team1Won = match.winnerId === match.team1Id;
  const [team1, team2] = [match.team1Name ?? "Team 1", match.team2Name ?? "Team 2"];
  const [winner, loser] = team1Won ? [team1, team2] : [team2, team1];
  const [won, lost] = team1Won ? [match.team1Score, match.team2Score] : [match.team2Score, match.team1Score];
  return `${winner} beat ${loser} ${won}–${lost}`;
}

/** What a game's push says: an invite to a Jenga game or a Spikeball team, a Jenga turn, a Spikeball result. */
export const GAME_PUSH_TEXTS = {
  jengaInviteTitle: "Jenga invite",
  jengaInviteBody: (gameName: string) => `You're invited to play ${gameName}. Open the Jenga Hub to answer.`,
  jengaTurnTitle: "Your turn in Jenga",
  jengaTurnBody: (gameName: string) => `It's your turn in ${gameName}. Open the game to take a block.`,
  spikeballInviteTitle: "Spikeball team invite",
  spikeballInviteBody: (teamName: string) => `You're invited to join ${teamName}. Open Spikeball to answer.`,
  spikeballResultTitle: "Spikeball match result",
  spikeballResultBody,
} as const;
