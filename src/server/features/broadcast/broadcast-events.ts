// Realtime for the broadcast: one topic per scoreboard match (`sports:match:<n>`), where a change is published with
// the new row inside its transaction, so screens hear of it only once it is committed.
import {
  SPORTS_MATCH_NUMBERS,
  type SportsMatchEvent,
  type SportsMatchNumber,
} from "../../../domain/broadcast/sports-schemas";
import { SPORTS_MATCH_EVENT, SPORTS_TOPIC_PREFIX, sportsMatchTopic } from "../../../domain/broadcast/sports-topics";
import type { Db, Tx } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";

/** Scoreboards need no sign-in: anyone may follow a match, as they may read it. */
export function registerBroadcastTopics(realtime: Pick<RealtimeHub, "registerTopic">) {
  realtime.registerTopic(SPORTS_TOPIC_PREFIX, (_user, param) =>
    SPORTS_MATCH_NUMBERS.some((n) => `${SPORTS_TOPIC_PREFIX}:${param}` === sportsMatchTopic(n)),
  );
}

export async function announceMatchChange(
  tx: Db | Tx,
  realtime: Pick<RealtimeHub, "publish">,
  matchNumber: SportsMatchNumber,
  event: SportsMatchEvent,
) {
  await realtime.publish(tx, sportsMatchTopic(matchNumber), SPORTS_MATCH_EVENT, event);
}
