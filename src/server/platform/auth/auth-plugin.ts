// Accounts and sessions: better-auth (`app.auth`) with its secret from the database, the session hook that tells
// every API request who is asking (`request.auth`), the access declared on each route, and better-auth's endpoints.
import fp from "fastify-plugin";
import { accessPlugin } from "./access";
import { type Auth, createAuth, loadAuthSecret } from "./auth";
import { scaleAccountLimits } from "./auth-limits";
import { registerAuthRoutes } from "./auth-routes";
import { registerSessionResolution } from "./session";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { config, database, mailer, realtime } = app;
    const db = database.db;
    scaleAccountLimits(config.authRateLimitScale);
    const secret = await loadAuthSecret(db, config.sessionSecret);
    const auth = createAuth({ config, db, mailer, secret, log: app.log });
    app.decorate("auth", auth);
    await app.register(
      fp(
        async (scope) =>
          registerSessionResolution(scope, {
            auth,
            db,
            realtime,
            foreignOrigins: app.foreignOrigins,
            maxAgeSeconds: config.sessionMaxSeconds,
          }),
        { name: "session" },
      ),
    );
    await app.register(accessPlugin);
    const databaseAnswers = () =>
      database.ping().then(
        () => true,
        () => false,
      );
    registerAuthRoutes(app, { auth, db, config, realtime, databaseAnswers });
  },
  { name: "auth", dependencies: ["services", "mail", "realtime", "foreign-origins"] },
);
