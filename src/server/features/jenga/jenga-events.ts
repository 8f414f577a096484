// Realtime for Jenga: who may follow which topic, and one way to announce a change to the screens that show it.
// Events are published inside the use case's transaction, so they leave only when it commits.
import { JENGA_TOPIC_PREFIX, JENGA_TOPICS } from "../../../domain/jenga/jenga-topics";
import { GAME_PUSH_TEXTS } from "../../../domain/push/push-texts";
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import type { Db, Tx } from "../../platform/database/db";
import { queuePush } from "../../platform/outbound/push-queue";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import { isUuid } from "../../platform/http/path-ids";
import type { Publisher } from "../../platform/database/services-plugin";

/** `jenga:lobby`, `jenga:leaderboard` and `jenga:game:<id>` for signed-in users; `jenga:admin` for admins. */
export function registerJengaTopics(realtime: Pick<RealtimeHub, "registerTopic">) {
  realtime.registerTopic(JENGA_TOPIC_PREFIX, (user, param) => {
    if (!user) return false;
    if (param === "lobby" || param === "leaderboard") return true;
    if (param === "admin") return user.role === "admin";
    return param.startsWith("game:") && isUuid(param.slice("game:".length));
  });
}

type Audience = "game" | "lobby" | "admin" | "leaderboard" | "console";

/**
 * Tells every screen in `audiences` that game `gameId` changed (`event` says how): the game page, the hub's list,
 * the Jenga admin page, the leaderboard and hub cards, and the admin console's statistics ("stats-changed").
 */
export async function announce(
  tx: Db | Tx,
  realtime: Publisher,
  gameId: string,
  event: string,
  audiences: readonly Audience[],
) {
  const data = { gameId };
  for (const audience of audiences) {
    if (audience === "game") await realtime.publish(tx, JENGA_TOPICS.game(gameId), event, data);
    if (audience === "lobby") await realtime.publish(tx, JENGA_TOPICS.lobby, event, data);
    if (audience === "admin") await realtime.publish(tx, JENGA_TOPICS.admin, event, data);
    if (audience === "leaderboard") await realtime.publish(tx, JENGA_TOPICS.leaderboard, "stats-changed", data);
    if (audience === "console") await realtime.publish(tx, ADMIN_TOPIC, "stats-changed", data);
  }
}

/**
 * The phone of the player whose turn it now is, unless they watch the game page, which shows the turn live. Queued
 * in the use case's transaction, like the events.
 */
export async function pushTurn(tx: Db | Tx, game: { id: string; name: string }, playerId: string) {
  await queuePush(tx, {
    kind: "jenga",
    to: [playerId],
    title: GAME_PUSH_TEXTS.jengaTurnTitle,
    body: GAME_PUSH_TEXTS.jengaTurnBody(game.name),
    url: `/jenga/game/${game.id}`,
    topic: JENGA_TOPICS.game(game.id),
  });
}
