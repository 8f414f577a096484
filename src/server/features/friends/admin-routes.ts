// The admins' school-wide switch for schedule sharing.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { schoolSharingInputSchema, schoolSharingSchema } from "../../../domain/friends/friends-schemas";
import { getSchoolSharing } from "./get-school-sharing";
import { setSchoolSharing } from "./set-school-sharing";

export const friendsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["friends"];

  app.get(
    "/friends/admin/sharing",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminGetSchoolSharing",
        tags,
        summary: "Admins: whether schedule sharing is on for each school",
        response: { 200: schoolSharingSchema },
      },
    },
    async () => {
      return getSchoolSharing(db);
    },
  );

  app.put(
    "/friends/admin/sharing",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminSetSchoolSharing",
        tags,
        summary: "Admins: switch schedule sharing on or off for a whole school (shared views vanish; data stays)",
        body: schoolSharingInputSchema,
        response: { 200: schoolSharingSchema },
      },
    },
    async (request) => setSchoolSharing(deps, request.user, request.body),
  );
};
