// Realtime for the broadcast: one topic per scoreboard match (`sports:match:<n>`), where a change is published with
// the new row inside its transaction, so screens hear of it only once it is committed.
import {
  type SportsMatchEvent,
  type SportsMatchNumber,
  sportsMatchTopic,
} from "../../../domain/broadcast/sports-schemas";
import type { Db, Tx } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";

/** Scoreboards need no sign-in: anyone may follow a match, as they may read it. */
export function registerBroadcastTopics(realtime: Pick<RealtimeHub, "registerTopic">) {
  realtime.registerTopic("sports", (_user, param) => /^match:[1-4]$/.test(param));
}

export async function announceMatchChange(
  tx: Db | Tx,
  realtime: Pick<RealtimeHub, "publish">,
  matchNumber: SportsMatchNumber,
  event: SportsMatchEvent,
) {
  await realtime.publish(tx, sportsMatchTopic(matchNumber), "match", event);
}
