// Spikeball applications for admins: every user with their application and receipt, one review, or everyone
// approved at once.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminApplicationSchema,
  applicationSchema,
  reviewSchema,
} from "../../../../domain/spikeball/spikeball-schemas";
import { adminApplications } from "./application-queries";
import { bulkApproveApplications } from "./bulk-approve-applications";
import { getReceiptUrl } from "./get-receipt-url";
import { reviewApplication } from "./review-application";

export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime, fileStore: store } = app;
  const db = database.db;
  const deps = { db, realtime, store };
  const tags = ["spikeball admin"];

  app.get(
    "/spikeball/admin/applications",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Every active user with their application state and a receipt URL signed for 3600 seconds",
        response: { 200: z.object({ applications: z.array(adminApplicationSchema) }) },
      },
    },
    async () => {
      return { applications: await adminApplications(db, store) };
    },
  );

  app.get(
    "/spikeball/admin/applications/:applicationId/receipt-url",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "A fresh signed URL for an application's receipt (valid 3600 seconds)",
        params: z.object({ applicationId: z.string().min(1).max(64) }),
        response: { 200: z.object({ url: z.string(), expiresInSeconds: z.number() }) },
      },
    },
    async (request) => {
      return getReceiptUrl(deps, request.params.applicationId);
    },
  );

  app.post(
    "/spikeball/admin/users/:userId/review",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary:
          "Approve or deny a pending or not-applied user, with notes; approving a user without an application creates one",
        params: z.object({ userId: z.string().min(1).max(64) }),
        body: reviewSchema,
        response: { 200: z.object({ application: applicationSchema }) },
      },
    },
    async (request) => {
      const admin = request.user;
      const { status, notes } = request.body;
      return { application: await reviewApplication(deps, admin, request.params.userId, status, notes) };
    },
  );

  app.post(
    "/spikeball/admin/applications/bulk-approve",
    {
      config: { access: "admin" },
      schema: {
        tags,
        summary: "Approve every pending application and every active user without one",
        response: { 200: z.object({ approved: z.number().int() }) },
      },
    },
    async (request) => bulkApproveApplications(deps, request.user),
  );
};
