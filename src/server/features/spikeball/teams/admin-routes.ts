// Spikeball teams for admins: the teams a page at a time with the players on none; creating, renaming and deleting
// teams, adding and removing members.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addMemberSchema,
  adminCreateTeamSchema,
  adminTeamsPageSchema,
  adminTeamsQuerySchema,
  renameTeamSchema,
  teamSchema,
} from "../../../../domain/spikeball/spikeball-schemas";
import { addMember } from "./add-member";
import { adminCreateTeam } from "./create-team";
import { deleteTeam } from "./delete-team";
import { removeMember } from "./remove-member";
import { renameTeam } from "./rename-team";
import { availablePlayers, teamsPage } from "./team-queries";
import { pathId } from "../../../platform/http/path-ids";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";

const teamParams = z.object({ teamId: pathId(SPIKEBALL_TEXTS.teamNotFound) });

export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["spikeball admin"];

  app.get(
    "/spikeball/admin/teams",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListSpikeballTeams",
        tags,
        summary:
          "A page of teams with their members, newest first, and the approved players on no team (to add or make captain; at most 50, by name, `playerSearch` matching name or email)",
        querystring: adminTeamsQuerySchema,
        response: { 200: adminTeamsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, playerSearch } = request.query;
      const [{ teams, total }, availableUsers] = await Promise.all([
        teamsPage(db, page, pageSize),
        availablePlayers(db, { search: playerSearch }),
      ]);
      return { teams, availableUsers, total, page, pageSize };
    },
  );

  app.post(
    "/spikeball/admin/teams",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminCreateSpikeballTeam",
        tags,
        summary: "Create a team, with an optional captain (an approved player on no team)",
        body: adminCreateTeamSchema,
        response: { 201: z.object({ team: teamSchema }) },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      const team = await adminCreateTeam(deps, admin, request.body.name, request.body.captainUserId ?? null);
      return reply.status(201).send({ team });
    },
  );

  app.patch(
    "/spikeball/admin/teams/:teamId",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminRenameSpikeballTeam",
        tags,
        summary: "Rename a team (non-blank, different from the current name)",
        params: teamParams,
        body: renameTeamSchema,
        response: { 200: z.object({ team: teamSchema }) },
      },
    },
    async (request) => {
      return { team: await renameTeam(deps, request.params.teamId, request.body.name) };
    },
  );

  app.delete(
    "/spikeball/admin/teams/:teamId",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminDeleteSpikeballTeam",
        tags,
        summary: "Delete a team with its members and invites",
        params: teamParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTeam(deps, request.params.teamId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/spikeball/admin/teams/:teamId/members",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminAddSpikeballTeamMember",
        tags,
        summary: "Add an approved player on no team, while the team is below its maximum",
        params: teamParams,
        body: addMemberSchema,
        response: { 201: z.object({ team: teamSchema }) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send({ team: await addMember(deps, request.params.teamId, request.body.userId) });
    },
  );

  app.delete(
    "/spikeball/admin/teams/:teamId/members/:memberId",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminRemoveSpikeballTeamMember",
        tags,
        summary: "Remove a member from a team",
        params: teamParams.extend({ memberId: pathId(SPIKEBALL_TEXTS.memberNotFound) }),
        response: { 200: z.object({ team: teamSchema }) },
      },
    },
    async (request) => {
      return { team: await removeMember(deps, request.params.teamId, request.params.memberId) };
    },
  );
};
