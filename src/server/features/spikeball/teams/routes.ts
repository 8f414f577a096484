// Spikeball teams for approved players (and admins): my team, creating one, inviting players, answering invites.
// The admin's endpoints are in admin-routes.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import {
  createTeamSchema,
  inviteSchema,
  playerSchema,
  respondSchema,
  teamInviteSchema,
  teamSchema,
} from "../../../../domain/spikeball/spikeball-schemas";
import { approvedPlayersOnly } from "../approved-players";
import { adminTeamRoutes } from "./admin-routes";
import { createTeam } from "./create-team";
import { invitePlayer } from "./invite-player";
import { respondToInvite } from "./respond-to-invite";
import { availablePlayers, pendingInvitesOf, teamOfUser } from "./team-queries";
import { pathId } from "../../../platform/http/path-ids";

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Side by side, so that the players' hook stays out of the admin's scope.
  await app.register(playerTeamRoutes);
  await app.register(adminTeamRoutes);
};

const playerTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["spikeball"];
  app.addHook("preHandler", approvedPlayersOnly(db, SPIKEBALL_TEXTS.notApproved));

  app.get(
    "/spikeball/team",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getMySpikeballTeam",
        tags,
        summary: "My team with its members (captain first), or null; approved applicants only",
        response: { 200: z.object({ team: teamSchema.nullable() }) },
      },
    },
    async (request) => {
      const me = request.user;
      return { team: await teamOfUser(db, me.id) };
    },
  );

  app.post(
    "/spikeball/teams",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "createSpikeballTeam",
        tags,
        summary: "Create a team; I become its captain (I must be on no team)",
        body: createTeamSchema,
        response: { 201: z.object({ team: teamSchema }) },
      },
    },
    async (request, reply) => {
      const me = request.user;
      return reply.status(201).send({ team: await createTeam(deps, me, request.body.name) });
    },
  );

  app.get(
    "/spikeball/invitable-users",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listSpikeballInvitablePlayers",
        tags,
        summary: "Approved players on no team, except me, by name; `search` matches name or email",
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.object({ users: z.array(playerSchema) }) },
      },
    },
    async (request) => {
      const me = request.user;
      return { users: await availablePlayers(db, { search: request.query.search, except: me.id }) };
    },
  );

  app.post(
    "/spikeball/teams/:teamId/invites",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "inviteSpikeballPlayer",
        tags,
        summary: "Invite an approved player on no team to my team, while it is below its maximum",
        params: z.object({ teamId: pathId(SPIKEBALL_TEXTS.teamNotFound) }),
        body: inviteSchema,
        response: {
          201: z.object({
            invite: z.object({ id: z.string(), teamId: z.string(), invitedUserId: z.string(), createdAt: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const me = request.user;
      const invite = await invitePlayer(deps, me, request.params.teamId, request.body.userId);
      return reply.status(201).send({ invite });
    },
  );

  app.get(
    "/spikeball/invites",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listSpikeballInvites",
        tags,
        summary: "My pending team invites, newest first",
        response: { 200: z.object({ invites: z.array(teamInviteSchema) }) },
      },
    },
    async (request) => {
      const me = request.user;
      return { invites: await pendingInvitesOf(db, me.id) };
    },
  );

  app.post(
    "/spikeball/invites/:inviteId/respond",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "respondToSpikeballInvite",
        tags,
        summary: "Accept (join the team, unless it is full or I am on a team already) or decline one of my invites",
        params: z.object({ inviteId: pathId(SPIKEBALL_TEXTS.inviteNotFound) }),
        body: respondSchema,
        response: { 200: z.object({ status: z.enum(["accepted", "declined"]), teamId: z.string() }) },
      },
    },
    async (request) => {
      const me = request.user;
      return respondToInvite(deps, me, request.params.inviteId, request.body.response);
    },
  );
};
