// Broadcast endpoints: the sports scoreboards (public reads for OBS browser sources, admin-only changes from the
// control centre) and the lower-third generator's PIN gate, whose right PIN gives a grant the server checks.
import { z } from "zod";
import {
  lowerThirdGrantSchema,
  lowerThirdPinStatusSchema,
  setLowerThirdPinSchema,
  unlockLowerThirdSchema,
} from "../../../domain/broadcast/lower-third";
import {
  matchNumberSchema,
  sportsMatchChangeSchema,
  sportsMatchSchema,
} from "../../../domain/broadcast/sports-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createLowerThirdGrants } from "./lower-third-grant";
import { currentPinVersion, lowerThirdPinStatus, setLowerThirdPin, unlockLowerThird } from "./lower-third-pin";
import {
  changeSportsMatch,
  databaseNowMs,
  getSportsMatch,
  listSportsMatches,
  resetSportsMatch,
} from "./sports-matches";

const matchParams = z.object({ matchNumber: matchNumberSchema });
const serverTime = z.number().describe("The server's time in epoch milliseconds, to compute game_time against");
const oneMatch = z.object({ match: sportsMatchSchema, serverTime });

export const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime, auth, config } = app;
  const db = database.db;
  const envPin = config.lowerThirdPin;
  const grants = createLowerThirdGrants({
    secret: async () => (await auth.$context).secret,
    pinVersion: () => currentPinVersion(db, envPin),
    secure: config.publicUrl.startsWith("https:"),
  });
  const sports = ["sports scoreboards"];
  const lowerThird = ["lower third"];

  // Scoreboards need no sign-in: anyone may follow a match, as they may read it.
  realtime.registerTopic("sports", (_user, param) => /^match:[1-4]$/.test(param));

  app.get(
    "/sports/matches",
    {
      config: { access: "public" },
      schema: {
        tags: sports,
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
      schema: { tags: sports, summary: "One match (public)", params: matchParams, response: { 200: oneMatch } },
    },
    async (request) => getSportsMatch(db, request.params.matchNumber),
  );

  app.get(
    "/sports/time",
    {
      config: { access: "public" },
      schema: {
        tags: sports,
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
        tags: sports,
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
        tags: sports,
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
        tags: sports,
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

  app.get(
    "/lower-third/pin",
    {
      config: { access: "public" },
      schema: {
        tags: lowerThird,
        summary: "Whether the generator has a PIN, and where it is set (public)",
        response: { 200: lowerThirdPinStatusSchema },
      },
    },
    async () => lowerThirdPinStatus(db, envPin),
  );

  app.put(
    "/lower-third/pin",
    {
      config: { access: "admin" },
      schema: {
        tags: lowerThird,
        summary: "Set the generator's PIN, unless LOWER_THIRD_PIN fixes it (admins)",
        body: setLowerThirdPinSchema,
        response: { 200: lowerThirdPinStatusSchema },
      },
    },
    async (request) => {
      await setLowerThirdPin(db, envPin, request.body.pin);
      return lowerThirdPinStatus(db, envPin);
    },
  );

  app.post(
    "/lower-third/unlock",
    {
      config: { access: "public" },
      schema: {
        tags: lowerThird,
        summary:
          "Check a PIN at the generator's gate (limited per address, and wrong PINs from all addresses together); " +
          "the right one sets a 12-hour grant in an HttpOnly cookie",
        body: unlockLowerThirdSchema,
        response: { 200: lowerThirdGrantSchema.extend({ unlocked: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await unlockLowerThird(db, envPin, request.ip, request.body.pin);
      const grant = await grants.issue();
      return reply
        .header("set-cookie", grant.cookie)
        .header("cache-control", "no-store")
        .send({ unlocked: true as const, expiresAt: grant.expiresAt.toISOString() });
    },
  );

  app.get(
    "/lower-third/grant",
    {
      config: { access: "public" },
      schema: {
        tags: lowerThird,
        summary:
          "Whether this browser holds a grant from the right PIN, and until when: the generator opens only then " +
          "(401 pin_required without one, after 12 hours, or once the PIN changed)",
        response: { 200: lowerThirdGrantSchema },
      },
    },
    async (request, reply) => {
      const expiresAt = await grants.check(request.headers.cookie);
      return reply.header("cache-control", "no-store").send({ expiresAt: expiresAt.toISOString() });
    },
  );
};
