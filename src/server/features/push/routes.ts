// Web Push endpoints, each for the signed-in caller's own devices and choices: the server's public VAPID key, this
// browser's subscription, the list of my devices, and what reaches them.
import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  pushDeviceSchema,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  vapidPublicKeySchema,
} from "../../../domain/push/push-schemas";
import { PUSH_TEXTS } from "../../../domain/push/push-texts";
import type { RequestAuth } from "../../platform/auth/access";
import { getVapidDetails } from "./get-vapid-details";
import { listDevices } from "./list-devices";
import { pushEndpointPolicy } from "./push-endpoint-guard";
import { getPushPreferences, setPushPreferences } from "./push-preferences";
import { removeDevice, removeThisDevice } from "./remove-device";
import { subscribeDevice } from "./subscribe-device";
import { pathId } from "../../platform/http/path-ids";

const byId = z.object({ id: pathId(PUSH_TEXTS.deviceNotFound) });
const devicesReply = z.object({ devices: z.array(pushDeviceSchema) });

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const { config } = app;
  const tags = ["push"];
  const signedIn = { access: "signed-in" } as const;
  const endpoints = pushEndpointPolicy(config);
  // Reading `request.user` first answers 401 without a session; a device belongs to the session as well.
  const auth = (request: FastifyRequest): RequestAuth => ({ user: request.user, sessionId: request.auth!.sessionId });

  app.get(
    "/push/vapid-public-key",
    {
      config: signedIn,
      schema: {
        operationId: "getVapidPublicKey",
        tags,
        summary: "The key a browser subscribes with",
        response: { 200: vapidPublicKeySchema },
      },
    },
    async () => ({ publicKey: (await getVapidDetails(db, config)).publicKey }),
  );

  app.get(
    "/push/devices",
    {
      config: signedIn,
      schema: {
        operationId: "listPushDevices",
        tags,
        summary: "My devices that get notifications",
        response: { 200: devicesReply },
      },
    },
    async (request) => ({ devices: await listDevices(db, auth(request)) }),
  );

  app.post(
    "/push/devices",
    {
      config: { ...signedIn, errors: [409] },
      schema: {
        operationId: "subscribePushDevice",
        tags,
        summary: "This browser gets notifications (its PushSubscription), for the signed-in session",
        body: pushSubscriptionSchema,
        response: { 201: z.object({ device: pushDeviceSchema }) },
      },
    },
    async (request, reply) => {
      const device = await subscribeDevice(db, auth(request), request.body, {
        userAgent: request.headers["user-agent"],
        endpoints,
      });
      return reply.status(201).send({ device });
    },
  );

  app.delete(
    "/push/devices/this-device",
    {
      config: signedIn,
      schema: {
        operationId: "removeThisPushDevice",
        tags,
        summary: "This browser stops getting notifications",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeThisDevice(db, auth(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/push/devices/:id",
    {
      config: signedIn,
      schema: {
        operationId: "removePushDevice",
        tags,
        summary: "Remove one of my devices",
        params: byId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDevice(db, auth(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/push/preferences",
    {
      config: signedIn,
      schema: {
        operationId: "getPushPreferences",
        tags,
        summary: "What reaches my devices",
        response: { 200: z.object({ preferences: pushPreferencesSchema }) },
      },
    },
    async (request) => ({ preferences: await getPushPreferences(db, request.user.id) }),
  );

  app.put(
    "/push/preferences",
    {
      config: signedIn,
      schema: {
        operationId: "setPushPreferences",
        tags,
        summary: "Choose what reaches my devices",
        body: pushPreferencesSchema,
        response: { 200: z.object({ preferences: pushPreferencesSchema }) },
      },
    },
    async (request) => ({ preferences: await setPushPreferences(db, request.user.id, request.body) }),
  );
};
