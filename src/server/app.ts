// Builds the Fastify app: the platform's plugins (each decorates the instance with one service: app.config,
// app.database, app.mailer, app.realtime, app.auth, app.fileStore), then each feature's routes plugin under /api,
// then the browser app. Tests `inject()` into it.
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import type { Config } from "./config";
import { fastifyTrustProxy } from "./trust-proxy";
import { accountsRoutes } from "./features/accounts/routes";
import { adminRoutes } from "./features/admin/routes";
import { broadcastRoutes } from "./features/broadcast/routes";
import { friendsRoutes } from "./features/friends/routes";
import { healthRoutes } from "./features/health/routes";
import { jengaRoutes } from "./features/jenga/routes";
import { messagingRoutes } from "./features/messaging/routes";
import { notificationsRoutes } from "./features/notifications/routes";
import { pushRoutes } from "./features/push/routes";
import type { PushWorkerOptions } from "./features/push/push-worker";
import { pushWorkerPlugin } from "./features/push/push-worker-plugin";
import { privacyRoutes } from "./features/privacy/routes";
import { scheduleRoutes } from "./features/schedule/routes";
import { spikeballRoutes } from "./features/spikeball/routes";
import { requireDeclaredAccess } from "./platform/auth/access";
import { authPlugin } from "./platform/auth/auth-plugin";
import type { Database } from "./platform/database/db";
import { handleError } from "./platform/http/errors";
import type { FileStore } from "./platform/files/file-store";
import { fileStorePlugin } from "./platform/files/file-store-plugin";
import { foreignOriginsPlugin } from "./platform/http/foreign-origin";
import { housekeepingPlugin } from "./platform/database/housekeeping-plugin";
import { httpPlugin } from "./platform/http/http-plugin";
import { OneLinePerRequest, withRequestSerializer } from "./platform/http/log-output";
import type { Mailer } from "./platform/outbound/mail";
import { mailPlugin } from "./platform/outbound/mail-plugin";
import { requireOperationId } from "./platform/http/openapi";
import { realtimePlugin } from "./platform/realtime/realtime-plugin";
import type { RealtimeLimits } from "./platform/realtime/realtime-limits";
import { servicesPlugin } from "./platform/database/services-plugin";
import { spaPlugin } from "./platform/http/spa-plugin";

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Pino options (main.ts chooses JSON or readable lines); the request serializer that redacts tokens is added. */
  logger?: FastifyServerOptions["logger"];
  /** Replaces the outbox/SMTP mailer (tests read the mails it receives). */
  mailer?: Mailer;
  /** Replaces the file store that DATA_DIR or S3_BUCKET chooses (tests that make storage fail). */
  fileStore?: FileStore;
  /** How the push queue retries and polls (tests make it quick). */
  pushWorker?: PushWorkerOptions;
  /** Other limits for the realtime channel than REALTIME_LIMITS (tests make them small, or large). */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** Called for every route as it is registered (the access matrix test lists them all). */
  onRoute?: (route: RouteOptions) => void;
};

// Requests larger than this are refused before they are read; upload routes set their own limit.
const BODY_LIMIT_BYTES = 256 * 1024;

/** Each feature's routes, under /api. Every route declares who may call it (platform/auth/access.ts). */
const FEATURES = [
  healthRoutes,
  accountsRoutes,
  scheduleRoutes,
  messagingRoutes,
  notificationsRoutes,
  adminRoutes,
  jengaRoutes,
  broadcastRoutes,
  spikeballRoutes,
  friendsRoutes,
  privacyRoutes,
  pushRoutes,
];

export async function buildApp(options: BuildAppOptions) {
  const { config, database, logger, mailer, fileStore, pushWorker, onRoute, realtimeLimits } = options;
  const app = Fastify({
    logger: withRequestSerializer(logger, config.logLevel),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
    // A malformed or over-long path is refused by the router itself; answer it in the API's error shape too.
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
    logController: new OneLinePerRequest(),
  });
  if (onRoute) app.addHook("onRoute", onRoute);

  await app.register(servicesPlugin, { config, database });
  await app.register(httpPlugin);
  await app.register(foreignOriginsPlugin);
  await app.register(mailPlugin, { mailer });
  await app.register(realtimePlugin, { limits: realtimeLimits });
  await app.register(authPlugin);
  await app.register(fileStorePlugin, { fileStore });
  await app.register(pushWorkerPlugin, { options: pushWorker });
  await app.register(housekeepingPlugin);
  await app.register(
    async (scope) => {
      scope.addHook("onRoute", requireDeclaredAccess);
      scope.addHook("onRoute", requireOperationId);
      for (const feature of FEATURES) await scope.register(feature);
    },
    { prefix: "/api" },
  );

  await app.register(spaPlugin);
  return app;
}
