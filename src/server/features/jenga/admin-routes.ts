// Jenga endpoints for admins: list, create, start and finish games. Who plays (join requests, invites) is
// admin-player-routes.ts.
import { z } from "zod";
import {
  adminGameSchema,
  adminGamesPageSchema,
  adminGamesQuerySchema,
  createGameSchema,
  finishGameSchema,
} from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createGame } from "./create-game";
import { finishGame } from "./finish-game";
import { listAdminGames } from "./list-admin-games";
import { startGame } from "./start-game";
import { pathId } from "../../platform/http/path-ids";

const gameParams = z.object({ gameId: pathId(JENGA_TEXTS.gameNotFound) });

export const jengaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["jenga admin"];

  app.get(
    "/jenga/admin/games",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListJengaGames",
        tags,
        summary:
          "Games, newest first, a page at a time (all, or of one `status`), with their code, approved players and " +
          "pending join requests",
        querystring: adminGamesQuerySchema,
        response: { 200: adminGamesPageSchema },
      },
    },
    async (request) => {
      return listAdminGames(db, request.query);
    },
  );

  app.post(
    "/jenga/admin/games",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminCreateJengaGame",
        tags,
        summary: "Create a game; the server gives it a unique 6-character code",
        body: createGameSchema,
        response: {
          201: z.object({
            game: adminGameSchema.pick({ id: true, name: true, gameCode: true, status: true, createdAt: true }),
          }),
        },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      return reply.status(201).send({ game: await createGame(deps, admin, request.body.name) });
    },
  );

  app.post(
    "/jenga/admin/games/:gameId/start",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminStartJengaGame",
        tags,
        summary: "Start a waiting game with at least one approved player; the lowest turn order moves first",
        params: gameParams,
        response: {
          200: z.object({ status: z.string(), currentTurnPlayerId: z.string(), startedAt: z.string() }),
        },
      },
    },
    async (request) => {
      return startGame(deps, request.params.gameId);
    },
  );

  app.post(
    "/jenga/admin/games/:gameId/finish",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminFinishJengaGame",
        tags,
        summary: "Finish an active game: winner +15, loser -10 without the game's block points, Elo (K = 32); once",
        params: gameParams,
        body: finishGameSchema,
        response: {
          200: z.object({
            changes: z.array(
              z.object({
                userId: z.string(),
                points: z.number(),
                rating: z.number(),
                played: z.number(),
                won: z.number(),
                lost: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      return finishGame(deps, request.params.gameId, request.body);
    },
  );
};
