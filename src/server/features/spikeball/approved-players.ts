// Who plays spikeball: a student whose application an admin approved. Teams and tournaments are for them and for
// admins; the routes plugins of both add `approvedPlayersOnly` as a hook instead of checking in every handler.
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { spikeballApplications } from "../../db/schema";
import type { SignedInUser } from "../../platform/auth/access";
import type { Db, Tx } from "../../platform/database/db";
import { forbidden } from "../../platform/http/errors";

export async function isApprovedPlayer(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: spikeballApplications.status })
    .from(spikeballApplications)
    .where(eq(spikeballApplications.userId, userId));
  return row?.status === "approved";
}

/** Admins, and approved players. */
export async function mayPlaySpikeball(db: Db | Tx, user: Pick<SignedInUser, "id" | "role">): Promise<boolean> {
  return user.role === "admin" || (await isApprovedPlayer(db, user.id));
}

/**
 * A preHandler hook refusing anyone but approved players and admins with 403 and `message`. It runs after the request
 * is validated, so a malformed request is a 400 whoever sends it.
 */
export function approvedPlayersOnly(db: Db, message: string) {
  return async (request: FastifyRequest) => {
    if (!(await mayPlaySpikeball(db, request.user))) throw forbidden(message);
  };
}
