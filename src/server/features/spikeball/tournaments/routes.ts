// Spikeball tournaments for approved players (and admins): the published brackets, my team's upcoming matches, and
// a captain's score of their team's match in progress. The admin's endpoints are in admin-routes.ts (tournaments and
// brackets) and admin-match-routes.ts (playing the matches).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UPCOMING_MATCHES_SHOWN } from "../../../../domain/spikeball/bracket";
import {
  matchSchema,
  scoresSchema,
  tournamentDetailSchema,
  tournamentSchema,
  upcomingMatchesSchema,
} from "../../../../domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { approvedPlayersOnly } from "../approved-players";
import { adminMatchRoutes } from "./admin-match-routes";
import { adminTournamentRoutes } from "./admin-routes";
import { registerTournamentTopics } from "./tournament-events";
import { listTournaments, tournamentDetail, upcomingMatches } from "./tournament-queries";
import { updateScore } from "./update-score";
import { pathId } from "../../../platform/http/path-ids";

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTournamentTopics(app.realtime, app.services.db);
  // Side by side, so that the players' hook stays out of the admin's scope.
  await app.register(playerTournamentRoutes);
  await app.register(adminTournamentRoutes);
  await app.register(adminMatchRoutes);
};

const tournamentParams = z.object({ tournamentId: pathId(TOURNAMENT_TEXTS.tournamentNotFound) });
const matchParams = z.object({ matchId: pathId(TOURNAMENT_TEXTS.matchNotFound) });

const playerTournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["spikeball tournaments"];
  app.addHook("preHandler", approvedPlayersOnly(db, TOURNAMENT_TEXTS.notApproved));

  app.get(
    "/spikeball/tournaments",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listSpikeballTournaments",
        tags,
        summary:
          "Tournaments that are ready, active or completed, newest first (approved players and admins; live on `spikeball-tournaments`)",
        response: { 200: z.object({ tournaments: z.array(tournamentSchema) }) },
      },
    },
    async () => {
      return { tournaments: await listTournaments(db, false) };
    },
  );

  app.get(
    "/spikeball/tournaments/upcoming-matches",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listMyUpcomingSpikeballMatches",
        tags,
        summary: `My team's next matches (up to ${UPCOMING_MATCHES_SHOWN}) in published tournaments, the one in progress first`,
        response: { 200: upcomingMatchesSchema },
      },
    },
    async (request) => {
      const me = request.user;
      return upcomingMatches(db, me.id, UPCOMING_MATCHES_SHOWN);
    },
  );

  app.get(
    "/spikeball/tournaments/:tournamentId",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getSpikeballTournament",
        tags,
        summary:
          "One tournament's bracket: every match by round and match number (live on `spikeball-tournament:<id>`); setup ones for admins only",
        params: tournamentParams,
        response: { 200: tournamentDetailSchema },
      },
    },
    async (request) => {
      const me = request.user;
      return tournamentDetail(db, me, request.params.tournamentId);
    },
  );

  app.post(
    "/spikeball/tournament-matches/:matchId/score",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "updateSpikeballMatchScore",
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
      return updateScore(deps, me, request.params.matchId, request.body);
    },
  );
};
