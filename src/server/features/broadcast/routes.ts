// The broadcast's endpoints: the scoreboards here (public reads for OBS browser sources, admin-only changes from the
// control centre), and the lower-third generator's PIN gate in lower-third-routes.ts.
import { z } from "zod";
import { lowerThirdPinStatusSchema } from "../../../domain/broadcast/lower-third";
import {
  matchNumberSchema,
  sportsMatchChangeSchema,
  sportsMatchSchema,
} from "../../../domain/broadcast/sports-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerBroadcastTopics } from "./broadcast-events";
import { databaseNowMs, getSportsMatch, listSportsMatches } from "./broadcast-queries";
import { changeSportsMatch } from "./change-sports-match";
import { createLowerThirdGrants } from "./lower-third-grant";
import { currentPinVersion, lowerThirdPinStatus } from "./lower-third-pin";
import { lowerThirdRoutes } from "./lower-third-routes";
import { resetSportsMatch } from "./reset-sports-match";

const matchParams = z.object({ matchNumber: matchNumberSchema });
const serverTime = z.number().describe("The server's time in epoch milliseconds, to compute game_time against");
const oneMatch = z.object({ match: sportsMatchSchema, serverTime });

export const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.services;
  const { auth, config } = app;
  const envPin = config.lowerThirdPin;
  const grants = createLowerThirdGrants({
    secret: async () => (await auth.$context).secret,
    pinVersion: () => currentPinVersion(db, envPin),
    secure: config.publicUrl.startsWith("https:"),
  });
  const tags = ["broadcast"];
  registerBroadcastTopics(realtime);

  app.get(
    "/sports/matches",
    {
      config: { access: "public" },
      schema: {
        operationId: "listSportsMatches",
        tags,
        summary: "The four matches in order (public)",
        response: { 200: z.object({ matches: z.array(sportsMatchSchema), serverTime }) },
      },
    },
    async () => listSportsMatches(db),
  );

  app.get(
    "/sports/matches/:matchNumber",
    {
      config: { access: "public" },
      schema: {
        operationId: "getSportsMatch",
        tags,
        summary: "One match (public)",
        params: matchParams,
        response: { 200: oneMatch },
      },
    },
    async (request) => getSportsMatch(db, request.params.matchNumber),
  );

  app.get(
    "/sports/time",
    {
      config: { access: "public" },
      schema: {
        operationId: "getServerTime",
        tags,
        summary: "The server's time, for screens to set their clocks by (public)",
        response: { 200: z.object({ serverTime }) },
      },
    },
    async () => ({ serverTime: await databaseNowMs(db) }),
  );

  app.get(
    "/sports/control-centre",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminGetControlCentre",
        tags,
        summary: "What the control centre shows first: the four matches and the lower-third PIN's status (admins)",
        response: {
          200: z.object({ matches: z.array(sportsMatchSchema), serverTime, lowerThirdPin: lowerThirdPinStatusSchema }),
        },
      },
    },
    async () => {
      return { ...(await listSportsMatches(db)), lowerThirdPin: await lowerThirdPinStatus(db, envPin) };
    },
  );

  app.patch(
    "/sports/matches/:matchNumber",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminChangeSportsMatch",
        tags,
        summary: "Change a match: team names, score differences, the clock running or not (admins)",
        params: matchParams,
        body: sportsMatchChangeSchema,
        response: { 200: oneMatch },
      },
    },
    async (request) => {
      return changeSportsMatch({ db, realtime }, request.params.matchNumber, request.body);
    },
  );

  app.post(
    "/sports/matches/:matchNumber/reset",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminResetSportsMatch",
        tags,
        summary: "Reset Match: both scores 0, the clock stopped at 0 (admins)",
        params: matchParams,
        body: z
          .object({ changeId: z.string().min(1).max(64).optional() })
          .strict()
          .nullish(),
        response: { 200: oneMatch },
      },
    },
    async (request) => {
      return resetSportsMatch({ db, realtime }, request.params.matchNumber, request.body?.changeId ?? null);
    },
  );

  await app.register(lowerThirdRoutes, { envPin, grants });
};
