// Spikeball applications for admins: the users in one application state with their receipts, a page at a time; one
// review, or everyone approved at once.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminApplicationsPageSchema,
  adminApplicationsQuerySchema,
  applicationSchema,
  reviewSchema,
} from "../../../../domain/spikeball/spikeball-schemas";
import { bulkApproveApplications } from "./bulk-approve-applications";
import { getReceiptUrl } from "./get-receipt-url";
import { listApplications } from "./list-applications";
import { reviewApplication } from "./review-application";
import { pathId } from "../../../platform/http/path-ids";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";

export const adminApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db, store } = deps;
  const tags = ["spikeball admin"];

  app.get(
    "/spikeball/admin/applications",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListSpikeballApplications",
        tags,
        summary:
          "The active users in one application state (pending unless asked), newest first, a page at a time, each with a receipt URL signed for 3600 seconds",
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationsPageSchema },
      },
    },
    async (request) => listApplications(db, store, request.query),
  );

  app.get(
    "/spikeball/admin/applications/:applicationId/receipt-url",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminGetSpikeballReceiptUrl",
        tags,
        summary: "A fresh signed URL for an application's receipt (valid 3600 seconds)",
        params: z.object({ applicationId: pathId("Application not found") }),
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
      config: { access: "admin", errors: [409] },
      schema: {
        operationId: "adminReviewSpikeballApplication",
        tags,
        summary:
          "Approve or deny a pending or not-applied user, with notes; approving a user without an application creates one",
        params: z.object({ userId: pathId(SPIKEBALL_TEXTS.userNotFound, "text") }),
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
        operationId: "adminBulkApproveSpikeballApplications",
        tags,
        summary: "Approve every pending application and every active user without one",
        response: { 200: z.object({ approved: z.number().int() }) },
      },
    },
    async (request) => bulkApproveApplications(deps, request.user),
  );
};
