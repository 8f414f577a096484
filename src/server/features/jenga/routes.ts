// Jenga endpoints for every signed-in user: profile and statistics, the hub's games, joining by code, invites, one
// game and its moves, and the leaderboard. The admin's endpoints are in admin-routes.ts.
import { z } from "zod";
import {
  gameDetailSchema,
  inviteSchema,
  joinGameSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  liveGamesPageSchema,
  liveGamesQuerySchema,
  makeMoveSchema,
  moveSchema,
  profileSchema,
  respondToInviteSchema,
} from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jengaAdminPlayerRoutes } from "./admin-player-routes";
import { jengaAdminRoutes } from "./admin-routes";
import { respondToInvite } from "./respond-to-invite";
import { registerJengaTopics } from "./jenga-events";
import { getGameDetail } from "./get-game-detail";
import { getLeaderboard } from "./get-leaderboard";
import { leaderboardRanking } from "./leaderboard-ranking";
import { statsOf } from "./jenga-queries";
import { listLiveGames } from "./list-live-games";
import { listPendingInvites } from "./list-pending-invites";
import { joinGameByCode } from "./join-game";
import { makeMove } from "./make-move";
import { pathId } from "../../platform/http/path-ids";

const gameParams = z.object({ gameId: pathId(JENGA_TEXTS.gameNotFound) });

export const jengaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db, realtime } = deps;
  const tags = ["jenga"];
  registerJengaTopics(realtime);
  const ranking = leaderboardRanking(realtime);

  app.get(
    "/jenga/me",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getJengaProfile",
        tags,
        summary: "Who I am in the game: name, whether I administer Jenga, and my statistics (rating 1000 at first)",
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const me = request.user;
      return { user: { id: me.id, name: me.name }, isAdmin: me.role === "admin", stats: await statsOf(db, me.id) };
    },
  );

  app.get(
    "/jenga/games",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listLiveJengaGames",
        tags,
        summary: "Waiting and active games, newest first, with their approved players (paged; live on `jenga:lobby`)",
        querystring: liveGamesQuerySchema,
        response: { 200: liveGamesPageSchema },
      },
    },
    async (request) => {
      return listLiveGames(db, request.query);
    },
  );

  app.post(
    "/jenga/games/join",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "joinJengaGame",
        tags,
        summary: "Ask to join a game by its 6-character code (trimmed, uppercased); an admin approves the request",
        body: joinGameSchema,
        response: { 201: z.object({ gameId: z.string(), gameName: z.string() }) },
      },
    },
    async (request, reply) => {
      const me = request.user;
      return reply.status(201).send(await joinGameByCode(deps, me, request.body.code));
    },
  );

  app.get(
    "/jenga/games/:gameId",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getJengaGame",
        tags,
        summary:
          "One game: status, players in turn order, move count and the latest 10 moves (live on `jenga:game:<id>`)",
        params: gameParams,
        response: { 200: gameDetailSchema },
      },
    },
    async (request) => {
      return getGameDetail(db, request.params.gameId);
    },
  );

  app.post(
    "/jenga/games/:gameId/moves",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "makeJengaMove",
        tags,
        summary: "Take a block on my turn: easy +1 point, hard +3; the turn passes to the next approved player",
        params: gameParams,
        body: makeMoveSchema,
        response: { 201: z.object({ move: moveSchema.extend({ nextTurnPlayerId: z.string().nullable() }) }) },
      },
    },
    async (request, reply) => {
      const me = request.user;
      const move = await makeMove(deps, me, request.params.gameId, request.body.difficulty);
      return reply.status(201).send({ move });
    },
  );

  app.get(
    "/jenga/invites",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listJengaInvites",
        tags,
        summary: "My pending invites, newest first, with the game's name",
        response: { 200: z.object({ invites: z.array(inviteSchema) }) },
      },
    },
    async (request) => ({ invites: await listPendingInvites(db, request.user.id) }),
  );

  app.post(
    "/jenga/invites/:inviteId/respond",
    {
      config: { access: "signed-in", errors: [409] },
      schema: {
        operationId: "respondToJengaInvite",
        tags,
        summary: "Accept (I become an approved player) or decline one of my invites",
        params: z.object({ inviteId: pathId(JENGA_TEXTS.inviteNotFound) }),
        body: respondToInviteSchema,
        response: { 200: z.object({ status: z.enum(["accepted", "declined"]), gameId: z.string() }) },
      },
    },
    async (request) => respondToInvite(deps, request.user, request.params.inviteId, request.body.response),
  );

  app.get(
    "/jenga/leaderboard",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getJengaLeaderboard",
        tags,
        summary:
          "Players' statistics, best first, with their rank, a page at a time; the podium (the first three overall) " +
          "and my own rank (live on `jenga:leaderboard`)",
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardPageSchema },
      },
    },
    async (request) => {
      return getLeaderboard({ db, ranking }, request.user.id, request.query);
    },
  );

  await app.register(jengaAdminRoutes);
  await app.register(jengaAdminPlayerRoutes);
};
