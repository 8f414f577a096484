// Builds the Fastify app: platform plugins first, then feature routes, then the SPA. Tests `inject()` into it.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type Config, fastifyTrustProxy } from "./config";
import { registerAccountRoutes } from "./features/accounts/routes";
import { registerAdminRoutes } from "./features/admin/routes";
import { registerBroadcastRoutes } from "./features/broadcast/routes";
import { registerFriendsRoutes } from "./features/friends/routes";
import { registerHealthRoutes } from "./features/health/routes";
import { registerJengaRoutes } from "./features/jenga/routes";
import { registerMessagingRoutes } from "./features/messaging/routes";
import { registerNotificationRoutes } from "./features/notifications/routes";
import { registerPrivacyRoutes } from "./features/privacy/routes";
import { registerScheduleRoutes } from "./features/schedule/routes";
import { registerSpikeballRoutes } from "./features/spikeball/routes";
import { registerSpikeballTournamentRoutes } from "./features/spikeball/tournament-routes";
import { type Auth, createAuth, loadAuthSecret } from "./platform/auth";
import { registerAuthRoutes } from "./platform/auth-routes";
import type { Database } from "./platform/db";
import { errorBody, handleError } from "./platform/errors";
import { fileStoreUrlOrigins } from "./platform/file-store";
import { createForeignOriginGuard } from "./platform/foreign-origin";
import { withRequestSerializer } from "./platform/log-output";
import { createMailer, type Mailer } from "./platform/mail";
import { MAX_FRAME_BYTES, RealtimeHub } from "./platform/realtime";
import { registerRealtimeRoute, validSessions } from "./platform/realtime-route";
import { registerPathGuard } from "./platform/request-path";
import { registerSessionResolution } from "./platform/session";
import { refuseHostileInput } from "./platform/request-input";
import { registerSecurityHeaders } from "./platform/security-headers";
import { encodedPage, hasCookie, loadPrerenderedPages, renderIndexHtml } from "./platform/spa";

declare module "fastify" {
  interface FastifyInstance {
    /** The realtime hub, for code outside a route (tests, scripts) that publishes or closes sockets. */
    realtime: RealtimeHub;
  }
}

export type AppContext = { config: Config; database: Database; auth: Auth; mailer: Mailer; realtime: RealtimeHub };
/** The app as feature routes see it: zod schemas type their requests and replies. */
export type ApiApp = ReturnType<typeof api>;

function api(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Pino options (main.ts chooses JSON or readable lines); the request serializer that redacts tokens is added. */
  logger?: FastifyServerOptions["logger"];
  /** Replaces the outbox/SMTP mailer (tests read the mails it receives). */
  mailer?: Mailer;
  /** Called for every route as it is registered (the access matrix test lists them all). */
  onRoute?: (route: RouteOptions) => void;
};

// Requests larger than this are refused before they are read; upload routes set their own limit.
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp({ config, database, logger, mailer: givenMailer, onRoute }: BuildAppOptions) {
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
    frameworkErrors: handleError,
  });
  if (onRoute) app.addHook("onRoute", onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // An empty JSON body (a DELETE or a sign-out sent with a JSON content type) is no body, not an error.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "" || body === undefined) return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes are used by React components (positions, animation delays).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Receipts stored in S3 are shown through presigned URLs on the bucket's own origin.
        imgSrc: ["'self'", "data:", "blob:", ...fileStoreUrlOrigins()],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    // OBS browser sources and the lower-third generator embed nothing cross-origin; keep the defaults strict.
    crossOriginEmbedderPolicy: false,
  });
  refuseHostileInput(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.appName} API`,
        description: "The HTTP API of the web app and the iOS app. Errors are `{ error: { code, message } }`.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      log: app.log,
    });
  const secret = await loadAuthSecret(database.db, config.sessionSecret);
  const auth = createAuth({ config, db: database.db, mailer, secret, log: app.log });
  const realtime = new RealtimeHub(database, app.log, { validSessions: (ids) => validSessions(database.db, ids) });
  app.addHook("onReady", () => realtime.start());
  app.addHook("preClose", () => realtime.stop());
  app.decorate("realtime", realtime);
  const context: AppContext = { config, database, auth, mailer, realtime };

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  // HTTP requests and the realtime socket refuse foreign origins alike, and log each such origin once between them.
  const foreignOrigins = createForeignOriginGuard(config, app.log);
  registerPathGuard(app);
  registerSessionResolution(app, {
    auth,
    db: database.db,
    realtime,
    foreignOrigins,
    maxAgeSeconds: config.sessionMaxSeconds,
  });
  const databaseAnswers = () =>
    database.ping().then(
      () => true,
      () => false,
    );
  registerAuthRoutes(app, { auth, db: database.db, config, realtime, databaseAnswers });
  registerRealtimeRoute(app, { realtime, foreignOrigins });
  await app.register(
    async (scope) => {
      const routes = api(scope);
      registerHealthRoutes(routes, context);
      registerAccountRoutes(routes, context);
      registerScheduleRoutes(routes, context);
      registerMessagingRoutes(routes, context);
      registerNotificationRoutes(routes, context);
      registerAdminRoutes(routes, context);
      registerJengaRoutes(routes, context);
      registerBroadcastRoutes(routes, context);
      registerSpikeballRoutes(routes, context);
      registerSpikeballTournamentRoutes(routes, context);
      registerFriendsRoutes(routes, context);
      registerPrivacyRoutes(routes, context);
    },
    { prefix: "/api" },
  );

  await registerSpa(app, config, auth);
  return app;
}

async function registerSpa(app: FastifyInstance, config: Config, auth: Auth) {
  const indexPath = path.join(config.webDist, "index.html");
  const indexHtml = fs.existsSync(indexPath)
    ? renderIndexHtml(fs.readFileSync(indexPath, "utf8"), config.appName)
    : undefined;
  // The public pages rendered at build time, for visitors without a session cookie: anyone with one gets the plain
  // index.html, so a signed-in student never sees the landing page before the dashboard (docs/decisions/024).
  const prerendered = indexHtml ? loadPrerenderedPages(config.webDist, config.appName) : undefined;
  const sessionCookie = (await auth.$context).authCookies.sessionToken.name;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies of the text assets (vite.config.ts): send the one the browser accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change under one name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, "browser app not built: run `npm run build`; serving the API only");
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      !path.extname(request.url.split("?")[0] ?? "");
    if (wantsPage && indexHtml) {
      const page = hasCookie(request.headers.cookie, sessionCookie) ? undefined : prerendered?.page(request.url);
      const html = page ?? indexHtml;
      // An address no page has shows the app's 404 page, with the status that tells crawlers and link checkers so.
      if (prerendered?.isUnknownAddress(request.url)) reply.status(404);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
      reply.header("vary", prerendered ? "cookie, accept-encoding" : "accept-encoding");
      // A phone on a slow connection gets the landing's 11 kB of markup compressed, as it gets the scripts.
      const encoded = encodedPage(html, request.headers["accept-encoding"]);
      if (encoded) return reply.header("content-encoding", encoded.encoding).send(encoded.body);
      return reply.send(html);
    }
    return reply
      .status(404)
      .send(errorBody("not_found", `No route for ${request.method} ${request.url.split("?")[0]}`));
  });
}
