// The lower-third generator's PIN gate (broadcast): the PIN's status and setting, and the unlock whose right PIN
// gives this browser a grant the server checks (lower-third-grant.ts).
import { z } from "zod";
import {
  lowerThirdGrantSchema,
  lowerThirdPinStatusSchema,
  setLowerThirdPinSchema,
  unlockLowerThirdSchema,
} from "../../../domain/broadcast/lower-third";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LowerThirdGrants } from "./lower-third-grant";
import { lowerThirdPinStatus, setLowerThirdPin, unlockLowerThird } from "./lower-third-pin";

type LowerThirdOptions = {
  /** LOWER_THIRD_PIN, which wins over the PIN an admin sets; undefined when not given. */
  envPin: string | undefined;
  grants: LowerThirdGrants;
};

export const lowerThirdRoutes: FastifyPluginAsyncZod<LowerThirdOptions> = async (app, { envPin, grants }) => {
  const { db } = app.services;
  const tags = ["broadcast"];

  app.get(
    "/lower-third/pin",
    {
      config: { access: "public" },
      schema: {
        operationId: "getLowerThirdPinStatus",
        tags,
        summary: "Whether the generator has a PIN, and where it is set (public)",
        response: { 200: lowerThirdPinStatusSchema },
      },
    },
    async () => lowerThirdPinStatus(db, envPin),
  );

  app.put(
    "/lower-third/pin",
    {
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminSetLowerThirdPin",
        tags,
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
      config: { access: "public", errors: [409, 429] },
      schema: {
        operationId: "unlockLowerThird",
        tags,
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
        operationId: "getLowerThirdGrant",
        tags,
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
