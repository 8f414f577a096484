// The WebSocket endpoint of the realtime hub. The session hook has already resolved who connects (cookie or bearer
// token) and refused blocked accounts; here the Origin and the socket caps are checked before
// the upgrade.
import { and, gt, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessions } from "../db/schema";
import type { Db } from "./db";
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
      schema: { hide: true },
      // Browsers always send Origin on a WebSocket; a page of another site must not ride on the user's cookie.
      preValidation: async (request) => {
        foreignOrigins.refuse(request);
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
