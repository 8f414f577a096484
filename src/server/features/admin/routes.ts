// The admin console's endpoints, for admins only: statistics, recent activity and the audit log here; the users,
// teacher applications and the sign-up switch in user-routes.ts.
import { z } from "zod";
import { activitySchema, userStatsSchema } from "../../../domain/admin/admin-schemas";
import { auditListQuerySchema, auditPageSchema } from "../../../domain/admin/audit-log-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getConsoleStats } from "./get-console-stats";
import { listAuditLog } from "./list-audit-log";
import { listRecentActivity } from "./list-recent-activity";
import { userRoutes } from "./user-routes";

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const tags = ["admin"];

  app.get(
    "/admin/stats",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminGetConsoleStats",
        tags,
        summary: "User and game statistics (live: `admin` topic)",
        response: { 200: userStatsSchema },
      },
    },
    async () => {
      return getConsoleStats(db);
    },
  );

  app.get(
    "/admin/activity",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListRecentActivity",
        tags,
        summary: "Recent activity: registrations, games created, messages sent (newest first)",
        response: { 200: z.object({ activity: z.array(activitySchema) }) },
      },
    },
    async () => {
      return { activity: await listRecentActivity(db) };
    },
  );

  await app.register(userRoutes);

  app.get(
    "/admin/audit-log",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListAuditLog",
        tags,
        summary:
          "Admin actions with who, when, what and the changed fields before and after (newest first, a page at a time by cursor)",
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      return listAuditLog(db, request.query);
    },
  );
};
