// The settings and the database, given to buildApp by whoever starts the server (main.ts, a test, a script), put on
// the instance for every plugin to read: `app.config`, `app.database`. The file store, mail, the realtime hub and
// auth have plugins of their own that depend on this one.
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database } from "./db";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export const servicesPlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate("config", config);
    app.decorate("database", database);
  },
  { name: "services" },
);
