// The realtime hub (`app.realtime`) and its WebSocket endpoint. Features register their topics on the hub and
// publish through it; it starts with the server and closes its sockets before the server stops.
import fastifyWebsocket from "@fastify/websocket";
import fp from "fastify-plugin";
import { MAX_FRAME_BYTES, RealtimeHub } from "./realtime";
import type { RealtimeLimits } from "./realtime-limits";
import { registerRealtimeRoute, validSessions } from "./realtime-route";

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

export const realtimePlugin = fp(
  async (app, options: { limits?: Partial<RealtimeLimits> }) => {
    const { database, config } = app;
    const fromConfig = config.realtimeAnonymousSocketsPerAddress;
    const realtime = new RealtimeHub(database, app.log, {
      validSessions: (ids) => validSessions(database.db, ids),
      // The hub fills in the rest from REALTIME_LIMITS.
      limits: { ...(fromConfig && { anonymousSocketsPerAddress: fromConfig }), ...options.limits },
    });
    app.addHook("onReady", () => realtime.start());
    app.addHook("preClose", () => realtime.stop());
    app.decorate("realtime", realtime);
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    registerRealtimeRoute(app, { realtime, foreignOrigins: app.foreignOrigins });
  },
  { name: "realtime", dependencies: ["services", "foreign-origins"] },
);
