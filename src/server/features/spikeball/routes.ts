// Spikeball applications and teams: the student side (apply with a receipt, my team, invites) and the admin side
// (applications, teams). Tournaments register their own routes (tournament-routes.ts).
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addMemberSchema,
  adminApplicationSchema,
  adminCreateTeamSchema,
  applicationSchema,
  createTeamSchema,
  inviteSchema,
  playerSchema,
  renameTeamSchema,
  respondSchema,
  reviewSchema,
  teamInviteSchema,
  teamSchema,
} from "../../../domain/spikeball/spikeball-schemas";
import { RECEIPT_MAX_BYTES, SPIKEBALL_TEXTS } from "../../../domain/spikeball/spikeball-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors";
import { bulkApprove, receiptUrl, reviewApplication, submitApplication } from "./applications";
import { registerSpikeballTopics } from "./spikeball-events";
import {
  adminApplications,
  allTeams,
  applicationOf,
  availablePlayers,
  pendingInvitesOf,
  requireApproved,
  teamOfUser,
} from "./spikeball-queries";
import {
  addMember,
  adminCreateTeam,
  createTeam,
  deleteTeam,
  invitePlayer,
  removeMember,
  renameTeam,
  respondToInvite,
} from "./teams";

// Room for the multipart envelope around the file; the file itself is held to RECEIPT_MAX_BYTES while it streams.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError("payload_too_large", SPIKEBALL_TEXTS.tooLarge, 413);
const noFile = () => new AppError("no_file", SPIKEBALL_TEXTS.noFile, 400, { title: SPIKEBALL_TEXTS.noFileTitle });

export const spikeballRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime, fileStore: store } = app;
  const db = database.db;
  const deps = { db, realtime, store };
  const tags = ["spikeball"];
  const adminTags = ["spikeball admin"];
  registerSpikeballTopics(realtime);

  // The upload lives in a scope of its own, the only one that parses multipart bodies.
  void app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/spikeball/application",
      {
        config: { access: "signed-in" },
        schema: {
          tags,
          summary:
            "Apply with a receipt photo (multipart field `receipt`): an image by its content, at most 10 MB and 40 megapixels; stored re-encoded, without metadata",
          consumes: ["multipart/form-data"],
          response: { 201: z.object({ application: applicationSchema }) },
        },
        // A declared length past the limit is refused before a byte of the body is read.
        onRequest: async (request) => {
          const declared = Number(request.headers["content-length"] ?? 0);
          if (declared > RECEIPT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        const me = request.user;
        if (!request.isMultipart()) throw noFile();
        let bytes: Buffer | undefined;
        try {
          // Every part is read (and held to the limits): a second file is refused, not silently ignored.
          for await (const part of request.parts()) {
            if (part.type !== "file") continue;
            if (bytes) throw new AppError("too_many_parts", "Send one receipt image only.", 413);
            bytes = await part.toBuffer();
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
          if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
            throw new AppError("too_many_parts", "Send one receipt image only.", 413);
          }
          // A body that is not multipart at all (no boundary, cut short) is the sender's mistake, not ours.
          if (!(error as { statusCode?: number }).statusCode) {
            throw new AppError("invalid_upload", "The upload could not be read: send the receipt as form data.", 400);
          }
          throw error;
        }
        if (!bytes || bytes.length === 0) throw noFile();
        return reply.status(201).send({ application: await submitApplication(deps, me, bytes) });
      },
    );
  });

  app.get(
    "/spikeball/application",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "My application (status, admin notes, submitted date), or null before I apply",
        response: { 200: z.object({ application: applicationSchema.nullable() }) },
      },
    },
    async (request) => ({ application: await applicationOf(db, request.user.id) }),
  );

  app.get(
    "/spikeball/team",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "My team with its members (captain first), or null; approved applicants only",
        response: { 200: z.object({ team: teamSchema.nullable() }) },
      },
    },
    async (request) => {
      const me = request.user;
      await requireApproved(db, me);
      return { team: await teamOfUser(db, me.id) };
    },
  );

  app.post(
    "/spikeball/teams",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Create a team; I become its captain (I must be on no team)",
        body: createTeamSchema,
        response: { 201: z.object({ team: teamSchema }) },
      },
    },
    async (request, reply) => {
      const me = request.user;
      await requireApproved(db, me);
      return reply.status(201).send({ team: await createTeam(deps, me, request.body.name) });
    },
  );

  app.get(
    "/spikeball/invitable-users",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Approved players on no team, except me, by name; `search` matches name or email",
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.object({ users: z.array(playerSchema) }) },
      },
    },
    async (request) => {
      const me = request.user;
      await requireApproved(db, me);
      return { users: await availablePlayers(db, { search: request.query.search, except: me.id }) };
    },
  );

  app.post(
    "/spikeball/teams/:teamId/invites",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Invite an approved player on no team to my team, while it is below its maximum",
        params: z.object({ teamId: z.string().min(1).max(64) }),
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
      await requireApproved(db, me);
      const invite = await invitePlayer(deps, me, request.params.teamId, request.body.userId);
      return reply.status(201).send({ invite });
    },
  );

  app.get(
    "/spikeball/invites",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "My pending team invites, newest first",
        response: { 200: z.object({ invites: z.array(teamInviteSchema) }) },
      },
    },
    async (request) => {
      const me = request.user;
      await requireApproved(db, me);
      return { invites: await pendingInvitesOf(db, me.id) };
    },
  );

  app.post(
    "/spikeball/invites/:inviteId/respond",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Accept (join the team, unless it is full or I am on a team already) or decline one of my invites",
        params: z.object({ inviteId: z.string().min(1).max(64) }),
        body: respondSchema,
        response: { 200: z.object({ status: z.enum(["accepted", "declined"]), teamId: z.string() }) },
      },
    },
    async (request) => {
      const me = request.user;
      await requireApproved(db, me);
      return respondToInvite(deps, me, request.params.inviteId, request.body.response);
    },
  );

  // Admin side
  app.get(
    "/spikeball/admin/applications",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "Every active user with their application state and a receipt URL signed for 3600 seconds",
        response: { 200: z.object({ applications: z.array(adminApplicationSchema) }) },
      },
    },
    async () => {
      return { applications: await adminApplications(db, store) };
    },
  );

  app.get(
    "/spikeball/admin/applications/:applicationId/receipt-url",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "A fresh signed URL for an application's receipt (valid 3600 seconds)",
        params: z.object({ applicationId: z.string().min(1).max(64) }),
        response: { 200: z.object({ url: z.string(), expiresInSeconds: z.number() }) },
      },
    },
    async (request) => {
      return receiptUrl(deps, request.params.applicationId);
    },
  );

  app.post(
    "/spikeball/admin/users/:userId/review",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary:
          "Approve or deny a pending or not-applied user, with notes; approving a user without an application creates one",
        params: z.object({ userId: z.string().min(1).max(64) }),
        body: reviewSchema,
        response: { 200: z.object({ application: applicationSchema }) },
      },
    },
    async (request) => {
      const admin = request.user;
      const { status, notes } = request.body;
      return { application: await reviewApplication(deps, admin, request.params.userId, status, notes) };
    },
  );

  app.post(
    "/spikeball/admin/applications/bulk-approve",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "Approve every pending application and every active user without one",
        response: { 200: z.object({ approved: z.number().int() }) },
      },
    },
    async (request) => bulkApprove(deps, request.user),
  );

  app.get(
    "/spikeball/admin/teams",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "Every team with its members, and the approved players on no team (to add or make captain)",
        response: { 200: z.object({ teams: z.array(teamSchema), availableUsers: z.array(playerSchema) }) },
      },
    },
    async () => {
      const [teams, availableUsers] = [await allTeams(db), await availablePlayers(db)];
      return { teams, availableUsers };
    },
  );

  app.post(
    "/spikeball/admin/teams",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
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

  const teamParams = z.object({ teamId: z.string().min(1).max(64) });

  app.patch(
    "/spikeball/admin/teams/:teamId",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
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
        tags: adminTags,
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
      config: { access: "admin" },
      schema: {
        tags: adminTags,
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
        tags: adminTags,
        summary: "Remove a member from a team",
        params: teamParams.extend({ memberId: z.string().min(1).max(64) }),
        response: { 200: z.object({ team: teamSchema }) },
      },
    },
    async (request) => {
      return { team: await removeMember(deps, request.params.teamId, request.params.memberId) };
    },
  );
};
