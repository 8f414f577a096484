// Spikeball tournament matches for admins: start a match, and end it with its scores.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { matchSchema, scoresSchema } from "../../../../domain/spikeball/tournament-schemas";
import { endMatch } from "./end-match";
import { startMatch } from "./start-match";
import { pathId } from "../../../platform/http/path-ids";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";

const matchParams = z.object({ matchId: pathId(TOURNAMENT_TEXTS.matchNotFound) });

export const adminMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const tags = ["spikeball tournaments admin"];

  app.post(
    "/spikeball/admin/tournament-matches/:matchId/start",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminStartSpikeballMatch",
        tags,
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
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminEndSpikeballMatch",
        tags,
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
