// The WebSocket endpoint of the realtime hub. The session hook has already resolved who connects (cookie or bearer
// token) and refused blocked accounts; here the Origin and the socket caps are checked before
// the upgrade.
import { and, gt, inArray, isNull } from "drizzle-orm";
import type { ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { sessions } from "../../db/schema";
import type { Db } from "../database/db";
import { requireUser } from "../auth/access";
import { AppError } from "../http/errors";
import type { ForeignOriginGuard } from "../http/foreign-origin";
import type { RealtimeHub } from "./realtime";

/** The response @fastify/websocket makes up for each upgrade request (the reply's raw response). */
const standInResponses = new WeakMap<FastifyRequest, ServerResponse>();

export function registerRealtimeRoute(
  app: FastifyInstance,
  { realtime, foreignOrigins }: { realtime: RealtimeHub; foreignOrigins: ForeignOriginGuard },
) {
  app.get(
    "/api/realtime",
    {
      websocket: true,
      config: { access: "public", errors: [401, 429] },
      schema: {
        operationId: "openRealtimeSocket",
        tags: ["realtime"],
        summary: "The realtime channel: a WebSocket (send `Upgrade: websocket`), signed in or not",
        description:
          "Upgraded to a WebSocket for whoever the cookie or bearer token names (anonymous without one). Frames are " +
          "JSON text both ways: the client sends `subscribe`/`unsubscribe` with a topic and `ping`; the server " +
          "answers `ready`, `subscribed`, `unsubscribed`, `event`, `resync`, `pong` and `error` (see docs/API.md, " +
          '"Realtime"). Before the upgrade: a bearer token that finds no session answers 401, a page of another ' +
          "site 403, too many sockets for the account or address 429.",
        response: { 101: z.null().describe("Switching Protocols: the socket is open") },
      },
      // Browsers always send Origin on a WebSocket; a page of another site must not ride on the user's cookie.
      preValidation: async (request, reply) => {
        standInResponses.set(request, reply.raw);
        foreignOrigins.refuse(request);
        // A client that sent a token meant to be someone: a token that finds no session is its 401, not a visitor's socket.
        if (!request.auth && request.credentialProblem) requireUser(request);
        // Refused before the upgrade, a browser's socket never opens, so its client backs off further each time.
        const refusal = realtime.refusal(request.auth, request.ip);
        if (refusal) throw new AppError("too_many_connections", refusal, 429);
      },
    },
    (socket, request) => {
      const pluginListeners = socket.listeners("error");
      if (!realtime.accept(socket, request.auth, request.ip)) return;
      // @fastify/websocket leaves the upgraded socket tied to the request: its 'error' listener and the stand-in
      // response it gives the socket hold the request and its reply, about 3 kB, for as long as the socket lives
      // (bench/realtime-peers.ts). The hub's own listeners take over, and the response lets go of the socket.
      for (const listener of pluginListeners) socket.off("error", listener as () => void);
      standInResponses.get(request)?.detachSocket(request.raw.socket);
    },
  );
}

/** Which of these sessions still exist and have not expired. */
export async function validSessions(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date()), isNull(sessions.revokedAt)));
  return new Set(rows.map((r) => r.id));
}
