// Spikeball tournaments for admins: every tournament, creating one, and building, arranging and publishing its bracket.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bracketTeamSchema,
  createTournamentSchema,
  firstRoundSlotsSchema,
  seedBracketSchema,
  tournamentDetailSchema,
  tournamentSchema,
} from "../../../../domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { notFound } from "../../../platform/http/errors";
import { assignFirstRound } from "./assign-first-round";
import { buildBracket } from "./build-bracket";
import { createTournament } from "./create-tournament";
import { publishBracket } from "./publish-bracket";
import { drawFirstRound } from "./draw-first-round";
import { bracketTeams, listTournaments, tournamentById, tournamentDetail } from "./tournament-queries";
import { pathId } from "../../../platform/http/path-ids";

const tournamentParams = z.object({ tournamentId: pathId(TOURNAMENT_TEXTS.tournamentNotFound) });

export const adminTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["spikeball tournaments admin"];

  app.get(
    "/spikeball/admin/tournaments",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListSpikeballTournaments",
        tags,
        summary: "Every tournament, setup ones included, newest first",
        response: { 200: z.object({ tournaments: z.array(tournamentSchema) }) },
      },
    },
    async () => {
      return { tournaments: await listTournaments(db, true) };
    },
  );

  app.post(
    "/spikeball/admin/tournaments",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminCreateSpikeballTournament",
        tags,
        summary:
          "Create a tournament in setup: name, optional description, max teams 4, 8, 16 or 32 (default 16), optional dates",
        body: createTournamentSchema,
        response: { 201: z.object({ tournament: tournamentSchema }) },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      const row = await createTournament(deps, admin, request.body);
      const tournament = await tournamentById(db, row.id);
      if (!tournament) throw notFound(TOURNAMENT_TEXTS.tournamentNotFound);
      return reply.status(201).send({ tournament });
    },
  );

  app.get(
    "/spikeball/admin/tournament-teams",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListSpikeballTournamentTeams",
        tags,
        summary: "Every team, by name, to place in a bracket",
        response: { 200: z.object({ teams: z.array(bracketTeamSchema) }) },
      },
    },
    async () => {
      return { teams: await bracketTeams(db) };
    },
  );

  app.post(
    "/spikeball/admin/tournaments/:tournamentId/bracket",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminBuildSpikeballBracket",
        tags,
        summary: "Build Bracket (setup only): every match of every round, log2(max teams) rounds; again starts over",
        params: tournamentParams,
        response: { 201: z.object({ matchCount: z.number().int() }) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await buildBracket(deps, request.params.tournamentId));
    },
  );

  app.put(
    "/spikeball/admin/tournaments/:tournamentId/bracket/first-round",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminAssignSpikeballFirstRound",
        tags,
        summary: "Edit Bracket: place teams in first-round slots by hand (setup, or ready before any match starts)",
        params: tournamentParams,
        body: firstRoundSlotsSchema,
        response: { 200: tournamentDetailSchema },
      },
    },
    async (request) => {
      const admin = request.user;
      await assignFirstRound(deps, request.params.tournamentId, request.body);
      return tournamentDetail(db, admin, request.params.tournamentId);
    },
  );

  app.post(
    "/spikeball/admin/tournaments/:tournamentId/bracket/seed",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminSeedSpikeballBracket",
        tags,
        summary: "Seed these teams into the first round at random, byes spread so that no two byes meet",
        params: tournamentParams,
        body: seedBracketSchema,
        response: { 200: tournamentDetailSchema },
      },
    },
    async (request) => {
      const admin = request.user;
      await drawFirstRound(deps, request.params.tournamentId, request.body.teamIds);
      return tournamentDetail(db, admin, request.params.tournamentId);
    },
  );

  app.post(
    "/spikeball/admin/tournaments/:tournamentId/publish",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminPublishSpikeballBracket",
        tags,
        summary: "Publish Bracket: setup → ready; byes advance automatically",
        params: tournamentParams,
        response: { 200: z.object({ status: z.literal("ready") }) },
      },
    },
    async (request) => {
      return publishBracket(deps, request.params.tournamentId);
    },
  );
};
