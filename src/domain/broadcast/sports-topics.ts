// The scoreboards' realtime names: one public topic per match, where each change arrives with the new row.

export const SPORTS_TOPIC_PREFIX = "sports";
export const sportsMatchTopic = (matchNumber: number) => `${SPORTS_TOPIC_PREFIX}:match:${matchNumber}`;
/** The event a change sends on its match's topic: a `SportsMatchEvent`. */
export const SPORTS_MATCH_EVENT = "match";
