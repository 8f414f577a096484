// The WebSocket endpoint of the realtime hub. The session hook has already resolved who connects (cookie or bearer
// token) and refused blocked accounts; here the Origin and the socket caps are checked before
// the upgrade.
import { and, gt, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { sessions } from "../db/schema";
import type { Db } from "./db";
import { requireUser } from "./access";
import { AppError } from "./errors";
import type { ForeignOriginGuard } from "./foreign-origin";
import type { RealtimeHub } from "./realtime";

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
      preValidation: async (request) => {
        foreignOrigins.refuse(request);
        // A client that sent a token meant to be someone: a token that finds no session is its 401, not a visitor's socket.
        if (!request.auth && request.credentialProblem) requireUser(request);
        // Refused before the upgrade, a browser's socket never opens, so its client backs off further each time.
        const refusal = realtime.refusal(request.auth, request.ip);
        if (refusal) throw new AppError("too_many_connections", refusal, 429);
      },
    },
    (socket, request) => realtime.accept(socket, request.auth, request.ip),
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
