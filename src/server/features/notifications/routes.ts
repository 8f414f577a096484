// Notification endpoints: the public active list for the banner, and the admins' create, list, (de)activate, delete.
import { z } from "zod";
import {
  activeNotificationSchema,
  adminNotificationListQuerySchema,
  adminNotificationPageSchema,
  adminNotificationSchema,
  createNotificationSchema,
} from "../../../domain/notifications/notification-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createNotification } from "./create-notification";
import { registerNotificationsTopic } from "./notifications-events";
import { deleteNotification } from "./delete-notification";
import { listActiveNotifications } from "./list-active-notifications";
import { listNotifications } from "./list-notifications";
import { setNotificationActive } from "./set-notification-active";
import { pathId } from "../../platform/http/path-ids";

const byId = z.object({ id: pathId("Notification not found") });

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  registerNotificationsTopic(deps.realtime);
  const tags = ["notifications"];

  app.get(
    "/notifications/active",
    {
      config: { access: "public" },
      schema: {
        operationId: "listActiveNotifications",
        tags,
        summary: "Active, unexpired notifications (no sign-in needed); live changes on the `notifications` topic",
        response: { 200: z.object({ notifications: z.array(activeNotificationSchema) }) },
      },
    },
    async () => ({ notifications: await listActiveNotifications(db) }),
  );

  app.get(
    "/admin/notifications",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminListNotifications",
        tags,
        summary: "Every notification, newest first, a page at a time (admins)",
        querystring: adminNotificationListQuerySchema,
        response: { 200: adminNotificationPageSchema },
      },
    },
    async (request) => listNotifications(db, request.query),
  );

  app.post(
    "/admin/notifications",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminCreateNotification",
        tags,
        summary: "Send a notification to all users (admins)",
        body: createNotificationSchema,
        response: { 201: z.object({ notification: adminNotificationSchema }) },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      const notification = await createNotification(deps, admin, request.body);
      return reply.status(201).send({ notification });
    },
  );

  app.patch(
    "/admin/notifications/:id",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminSetNotificationActive",
        tags,
        summary: "Deactivate or reactivate a notification (admins)",
        params: byId,
        body: z.object({ isActive: z.boolean() }),
        response: { 200: z.object({ notification: adminNotificationSchema }) },
      },
    },
    async (request) => {
      const admin = request.user;
      return {
        notification: await setNotificationActive(deps, admin, request.params.id, request.body.isActive),
      };
    },
  );

  app.delete(
    "/admin/notifications/:id",
    {
      config: { access: "admin" },
      schema: {
        operationId: "adminDeleteNotification",
        tags,
        summary: "Delete a notification (admins)",
        params: byId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const admin = request.user;
      await deleteNotification(deps, admin, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
