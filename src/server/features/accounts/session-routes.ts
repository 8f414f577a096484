// The account page's sessions: the signed-in user's own, listed and ended one by one. Every other device at once is
// better-auth's /api/auth/revoke-other-sessions; a new password ends them too (/api/auth/change-password).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountSessionSchema } from "../../../domain/accounts/account-schemas";
import { endAccountSession, listAccountSessions } from "./account-sessions";
import { pathId } from "../../platform/http/path-ids";

export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.services;
  const tags = ["accounts"];

  app.get(
    "/accounts/sessions",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listMySessions",
        tags,
        summary:
          "My sessions that can still be used: the device's user agent, the sign-in, the last activity (to the day)",
        response: { 200: z.object({ sessions: z.array(accountSessionSchema) }) },
      },
    },
    async (request) => ({ sessions: await listAccountSessions(db, request.auth!) }),
  );

  app.delete(
    "/accounts/sessions/:sessionId",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "endMySession",
        tags,
        summary: "Sign one of my other sessions out (404 for one that is not mine or already ended)",
        params: z.object({ sessionId: pathId("Not found", "text") }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endAccountSession({ db, realtime }, request.auth!, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
};
