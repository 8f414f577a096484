// The WebSocket endpoint of the realtime hub. The session hook has already resolved who connects (cookie or bearer
// token) and refused blocked accounts; here the Origin is checked before the upgrade.
import { and, gt, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { sessions } from "../db/schema";
import type { Db } from "./db";
import { AppError } from "./errors";
import type { RealtimeHub } from "./realtime";

export function registerRealtimeRoute(
  app: FastifyInstance,
  { realtime, config }: { realtime: RealtimeHub; config: Config },
) {
  app.get(
    "/api/realtime",
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        // Browsers always send Origin on a WebSocket; a page of another site must not ride on the user's cookie.
        if (origin && !config.trustedOrigins.includes(origin)) {
          throw new AppError("forbidden_origin", "Connections from other sites are not allowed", 403);
        }
      },
    },
    (socket, request) => realtime.accept(socket, request.auth),
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
