// Friends and schedule sharing (issue 13): requests by email or personal code, answers, removal, blocks, share
// settings and the personal code. What friends see of each other's schedules, and the admin's school-wide switch,
// are plugins of their own registered here. Only students of a school use friends; every read checks sharing on
// the server (friends-queries.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blockInputSchema,
  friendsOverviewSchema,
  sendFriendRequestSchema,
  shareSettingsInputSchema,
} from "../../../domain/friends/friends-schemas";
import { friendsAdminRoutes } from "./admin-routes";
import { answerFriendRequest } from "./answer-friend-request";
import { blockStudent } from "./block-student";
import { registerFriendsTopics } from "./friends-events";
import { asStudent } from "./friends-queries";
import { getFriendsOverview } from "./get-friends-overview";
import { removeFriend } from "./remove-friend";
import { renewFriendCode } from "./renew-friend-code";
import { sendFriendRequest } from "./send-friend-request";
import { sharedScheduleRoutes } from "./shared-schedule-routes";
import { unblockStudent } from "./unblock-student";
import { updateShareSettings } from "./update-share-settings";
import { pathId } from "../../platform/http/path-ids";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";

const requestParams = z.object({ requestId: pathId(FRIENDS_TEXTS.requestNotFound) });
const userParams = z.object({ userId: pathId("Not found", "text") });
const ok = z.object({ ok: z.literal(true) });

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  registerFriendsTopics(deps.realtime);
  const tags = ["friends"];

  app.get(
    "/friends",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getFriendsOverview",
        tags,
        summary:
          "My personal code, sharing choices, the school's sharing switch, friends (and who shares with me), " +
          "pending requests both ways and blocked students (live on `friends:<my id>`)",
        response: { 200: friendsOverviewSchema },
      },
    },
    async (request) => getFriendsOverview(db, asStudent(request.user)),
  );

  app.post(
    "/friends/requests",
    {
      config: { access: "signed-in", errors: [409, 429] },
      schema: {
        operationId: "sendFriendRequest",
        tags,
        summary:
          "Send a friend request to a student of my school by `email` or personal `code` (10 an hour; not again " +
          "for 30 days after a decline)",
        body: sendFriendRequestSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendFriendRequest(deps, asStudent(request.user), request.body)),
  );

  for (const answer of ["accept", "decline", "cancel"] as const) {
    app.post(
      `/friends/requests/:requestId/${answer}`,
      {
        config: { access: "signed-in" },
        schema: {
          operationId: `${answer}FriendRequest`,
          tags,
          summary:
            answer === "cancel"
              ? "Withdraw a request I sent that is still pending"
              : `${answer === "accept" ? "Accept" : "Decline"} a request sent to me`,
          params: requestParams,
          response: { 200: z.object({ status: z.enum(["accepted", "declined", "cancelled"]) }) },
        },
      },
      async (request) => answerFriendRequest(deps, asStudent(request.user), request.params.requestId, answer),
    );
  }

  app.delete(
    "/friends/:userId",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "removeFriend",
        tags,
        summary: "Remove a friend (both stop seeing what the other shared)",
        params: userParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await removeFriend(deps, asStudent(request.user), request.params.userId);
      return { ok: true as const };
    },
  );

  app.post(
    "/friends/blocks",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "blockStudent",
        tags,
        summary: "Block a student of my school: ends the friendship and pending requests; they can no longer find me",
        body: blockInputSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await blockStudent(deps, asStudent(request.user), request.body.userId);
      return { ok: true as const };
    },
  );

  app.delete(
    "/friends/blocks/:userId",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "unblockStudent",
        tags,
        summary: "Unblock a student",
        params: userParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await unblockStudent(deps, asStudent(request.user), request.params.userId);
      return { ok: true as const };
    },
  );

  app.put(
    "/friends/settings",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "updateShareSettings",
        tags,
        summary: "Share my schedule with all friends, chosen friends or nobody; show room numbers or not",
        body: shareSettingsInputSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await updateShareSettings(deps, asStudent(request.user), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    "/friends/code",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "renewFriendCode",
        tags,
        summary: "Get a new personal code (the old one stops working)",
        response: { 200: z.object({ friendCode: z.string() }) },
      },
    },
    async (request) => ({ friendCode: await renewFriendCode(deps, asStudent(request.user)) }),
  );

  await app.register(sharedScheduleRoutes);
  await app.register(friendsAdminRoutes);
};
