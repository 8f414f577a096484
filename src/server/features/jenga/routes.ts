// Jenga endpoints for every signed-in user: profile and statistics, the hub's games, joining by code, invites, one
// game and its moves, and the leaderboard. The admin's endpoints are in admin-routes.ts.
import { z } from "zod";
import {
  gameDetailSchema,
  inviteSchema,
  joinGameSchema,
  leaderboardRowSchema,
  liveGameSchema,
  makeMoveSchema,
  moveSchema,
  profileSchema,
  respondToInviteSchema,
} from "../../../domain/jenga/jenga-schemas";
import type { ApiApp, AppContext } from "../../app";
import { requireUser } from "../../platform/session";
import { registerJengaAdminRoutes } from "./admin-routes";
import { respondToInvite } from "./invites";
import { registerJengaTopics } from "./jenga-events";
import { gameDetail, leaderboard, liveGames, pendingInvites, statsOf } from "./jenga-queries";
import { joinGameByCode } from "./join-game";
import { makeMove } from "./make-move";

const gameParams = z.object({ gameId: z.string().min(1).max(64) });

export function registerJengaRoutes(app: ApiApp, context: AppContext) {
  const { database, realtime } = context;
  const db = database.db;
  const deps = { db, realtime };
  const tags = ["jenga"];
  registerJengaTopics(realtime);

  app.get(
    "/jenga/me",
    {
      schema: {
        tags,
        summary: "Who I am in the game: name, whether I administer Jenga, and my statistics (rating 1000 at first)",
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      return { user: { id: me.id, name: me.name }, isAdmin: me.role === "admin", stats: await statsOf(db, me.id) };
    },
  );

  app.get(
    "/jenga/games",
    {
      schema: {
        tags,
        summary: "Waiting and active games, newest first, with their approved players (live on `jenga:lobby`)",
        response: { 200: z.object({ games: z.array(liveGameSchema) }) },
      },
    },
    async (request) => {
      requireUser(request);
      return { games: await liveGames(db) };
    },
  );

  app.post(
    "/jenga/games/join",
    {
      schema: {
        tags,
        summary: "Ask to join a game by its 6-character code (trimmed, uppercased); an admin approves the request",
        body: joinGameSchema,
        response: { 201: z.object({ gameId: z.string(), gameName: z.string() }) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      return reply.status(201).send(await joinGameByCode(deps, me, request.body.code));
    },
  );

  app.get(
    "/jenga/games/:gameId",
    {
      schema: {
        tags,
        summary:
          "One game: status, players in turn order, move count and the latest 10 moves (live on `jenga:game:<id>`)",
        params: gameParams,
        response: { 200: gameDetailSchema },
      },
    },
    async (request) => {
      requireUser(request);
      return gameDetail(db, request.params.gameId);
    },
  );

  app.post(
    "/jenga/games/:gameId/moves",
    {
      schema: {
        tags,
        summary: "Take a block on my turn: easy +1 point, hard +3; the turn passes to the next approved player",
        params: gameParams,
        body: makeMoveSchema,
        response: { 201: z.object({ move: moveSchema.extend({ nextTurnPlayerId: z.string().nullable() }) }) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const move = await makeMove(deps, me, request.params.gameId, request.body.difficulty);
      return reply.status(201).send({ move });
    },
  );

  app.get(
    "/jenga/invites",
    {
      schema: {
        tags,
        summary: "My pending invites, newest first, with the game's name",
        response: { 200: z.object({ invites: z.array(inviteSchema) }) },
      },
    },
    async (request) => ({ invites: await pendingInvites(db, requireUser(request).id) }),
  );

  app.post(
    "/jenga/invites/:inviteId/respond",
    {
      schema: {
        tags,
        summary: "Accept (I become an approved player) or decline one of my invites",
        params: z.object({ inviteId: z.string().min(1).max(64) }),
        body: respondToInviteSchema,
        response: { 200: z.object({ status: z.enum(["accepted", "declined"]), gameId: z.string() }) },
      },
    },
    async (request) => respondToInvite(deps, requireUser(request), request.params.inviteId, request.body.response),
  );

  app.get(
    "/jenga/leaderboard",
    {
      schema: {
        tags,
        summary: "Every player's statistics, best first (live on `jenga:leaderboard`)",
        response: { 200: z.object({ players: z.array(leaderboardRowSchema) }) },
      },
    },
    async (request) => {
      requireUser(request);
      return { players: await leaderboard(db) };
    },
  );

  registerJengaAdminRoutes(app, context);
}
