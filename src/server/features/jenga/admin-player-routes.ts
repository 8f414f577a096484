// Jenga endpoints for admins about who plays: approve or reject join requests, invite users, and find users to
// invite.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invitableUserSchema, invitePlayerSchema, inviteSchema } from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { approvePlayer } from "./approve-player";
import { invitePlayer } from "./invite-player";
import { listInvitableUsers } from "./list-invitable-users";
import { rejectPlayer } from "./reject-player";
import { pathId } from "../../platform/http/path-ids";

const gameParams = z.object({ gameId: pathId(JENGA_TEXTS.gameNotFound) });
const playerParams = gameParams.extend({ userId: pathId(JENGA_TEXTS.userNotFound, "text") });

export const jengaAdminPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["jenga admin"];

  app.post(
    "/jenga/admin/games/:gameId/players/:userId/approve",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminApproveJengaPlayer",
        tags,
        summary: "Approve a pending join request",
        params: playerParams,
        response: { 200: z.object({ status: z.literal("approved") }) },
      },
    },
    async (request) => {
      await approvePlayer(deps, request.params.gameId, request.params.userId);
      return { status: "approved" as const };
    },
  );

  app.delete(
    "/jenga/admin/games/:gameId/players/:userId",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminRejectJengaPlayer",
        tags,
        summary: "Reject a pending join request (the request is deleted)",
        params: playerParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await rejectPlayer(deps, request.params.gameId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/jenga/admin/games/:gameId/invites",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminInviteJengaPlayer",
        tags,
        summary: "Invite an active user to a game; accepting makes them an approved player",
        params: gameParams,
        body: invitePlayerSchema,
        response: { 201: z.object({ invite: inviteSchema }) },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      const invite = await invitePlayer(deps, admin, request.params.gameId, request.body.userId);
      return reply.status(201).send({ invite });
    },
  );

  app.get(
    "/jenga/admin/users",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListJengaInvitableUsers",
        tags,
        summary: "Active users by name, for the invite picker (search by name or email, at most 20)",
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.object({ users: z.array(invitableUserSchema) }) },
      },
    },
    async (request) => {
      return { users: await listInvitableUsers(db, request.query.search) };
    },
  );
};
