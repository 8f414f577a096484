// Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/http/errors";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  app.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        operationId: "getHealth",
        tags: ["platform"],
        summary: "The process is up",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/ready",
    {
      config: { access: "public" },
      schema: {
        operationId: "getReadiness",
        tags: ["platform"],
        summary: "The database answers",
        response: { 200: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }) },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, "database did not answer");
        throw new AppError("not_ready", "The database is not reachable", 503);
      }
      return { status: "ready" as const, database: database.kind };
    },
  );
};
