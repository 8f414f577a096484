// Spikeball tournament endpoints. Approved players (and admins) read the published brackets and their team's
// upcoming matches, and captains update the score of their team's match in progress; admins create tournaments,
// build, arrange and publish brackets, and start, end and re-score matches.
import { z } from "zod";
import { UPCOMING_MATCHES_SHOWN } from "../../../domain/spikeball/bracket";
import {
  bracketTeamSchema,
  createTournamentSchema,
  firstRoundSlotsSchema,
  matchSchema,
  scoresSchema,
  seedBracketSchema,
  tournamentDetailSchema,
  tournamentSchema,
  upcomingMatchesSchema,
} from "../../../domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "../../../domain/spikeball/tournament-texts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../platform/errors";
import { assignFirstRound, buildBracket, createTournament, publishBracket, seedBracket } from "./tournament-admin";
import { registerTournamentTopics } from "./tournament-events";
import { endMatch, startMatch, updateScore } from "./tournament-matches";
import {
  bracketTeams,
  listTournaments,
  requireTournamentViewer,
  tournamentById,
  tournamentDetail,
  upcomingMatches,
} from "./tournament-queries";

const tournamentParams = z.object({ tournamentId: z.string().min(1).max(64) });
const matchParams = z.object({ matchId: z.string().min(1).max(64) });

export const spikeballTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime } = app;
  const db = database.db;
  const deps = { db, realtime };
  const tags = ["spikeball tournaments"];
  registerTournamentTopics(realtime, db);

  app.get(
    "/spikeball/tournaments",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Tournaments that are ready, active or completed, newest first (approved players and admins; live on `spikeball-tournaments`)",
        response: { 200: z.object({ tournaments: z.array(tournamentSchema) }) },
      },
    },
    async (request) => {
      const me = request.user;
      await requireTournamentViewer(db, me);
      return { tournaments: await listTournaments(db, false) };
    },
  );

  app.get(
    "/spikeball/tournaments/upcoming-matches",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: `My team's next matches (up to ${UPCOMING_MATCHES_SHOWN}) in published tournaments, the one in progress first`,
        response: { 200: upcomingMatchesSchema },
      },
    },
    async (request) => {
      const me = request.user;
      await requireTournamentViewer(db, me);
      return upcomingMatches(db, me.id, UPCOMING_MATCHES_SHOWN);
    },
  );

  app.get(
    "/spikeball/tournaments/:tournamentId",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "One tournament's bracket: every match by round and match number (live on `spikeball-tournament:<id>`); setup ones for admins only",
        params: tournamentParams,
        response: { 200: tournamentDetailSchema },
      },
    },
    async (request) => {
      const me = request.user;
      await requireTournamentViewer(db, me);
      return tournamentDetail(db, me, request.params.tournamentId);
    },
  );

  app.post(
    "/spikeball/tournament-matches/:matchId/score",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "Update a match's scores: a captain of either team while it is in progress; an admin at any time (a completed match is re-scored, and a changed winner follows into later rounds)",
        params: matchParams,
        body: scoresSchema,
        response: { 200: z.object({ match: matchSchema, winnerChanged: z.boolean() }) },
      },
    },
    async (request) => {
      const me = request.user;
      await requireTournamentViewer(db, me);
      return updateScore(deps, me, request.params.matchId, request.body);
    },
  );

  // -------------------------------------------------------------------------------------------------------------------
  // Admins

  const adminTags = ["spikeball tournaments admin"];

  app.get(
    "/spikeball/admin/tournaments",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
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
        tags: adminTags,
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
        tags: adminTags,
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
      config: { access: "admin" },
      schema: {
        tags: adminTags,
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
      config: { access: "admin" },
      schema: {
        tags: adminTags,
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
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "Seed these teams into the first round at random, byes spread so that no two byes meet",
        params: tournamentParams,
        body: seedBracketSchema,
        response: { 200: tournamentDetailSchema },
      },
    },
    async (request) => {
      const admin = request.user;
      await seedBracket(deps, request.params.tournamentId, request.body.teamIds);
      return tournamentDetail(db, admin, request.params.tournamentId);
    },
  );

  app.post(
    "/spikeball/admin/tournaments/:tournamentId/publish",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "Publish Bracket: setup → ready; byes advance automatically",
        params: tournamentParams,
        response: { 200: z.object({ status: z.literal("ready") }) },
      },
    },
    async (request) => {
      return publishBracket(deps, request.params.tournamentId);
    },
  );

  app.post(
    "/spikeball/admin/tournament-matches/:matchId/start",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary: "Start Match: both teams needed; the first start makes the tournament active",
        params: matchParams,
        response: { 200: z.object({ match: matchSchema }) },
      },
    },
    async (request) => {
      return { match: await startMatch(deps, request.params.matchId) };
    },
  );

  app.post(
    "/spikeball/admin/tournament-matches/:matchId/end",
    {
      config: { access: "admin" },
      schema: {
        tags: adminTags,
        summary:
          "End Match with these scores: no tie; the winner takes the next slot (round + 1, match ceil(n/2)); ending the final completes the tournament",
        params: matchParams,
        body: scoresSchema,
        response: {
          200: z.object({ match: matchSchema, tournamentStatus: z.enum(["setup", "ready", "active", "completed"]) }),
        },
      },
    },
    async (request) => {
      return endMatch(deps, request.params.matchId, request.body);
    },
  );
};
