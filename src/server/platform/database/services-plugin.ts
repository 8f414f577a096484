// The settings and the database, given to buildApp by whoever starts the server (main.ts, a test, a script), put on
// the instance for every plugin to read: `app.config`, `app.database`. The file store, mail, the realtime hub and
// auth have plugins of their own that depend on this one. A routes plugin hands its use cases `app.services`, the
// one shape every use case takes its services in.
import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Database, Db } from "./db";
import type { FileStore } from "../files/file-store";
import type { RealtimeHub } from "../realtime/realtime";

/** How a use case announces what it changed: on commit, to whoever follows the topic. */
export type Publisher = Pick<RealtimeHub, "publish" | "publishAll" | "payloads">;

/** What a use case is handed: the database, the hub that announces its changes, and the file store. */
export type Services = { db: Db; realtime: Publisher; store: FileStore };

/** What most use cases take: the database and the hub (seeds and scripts pass `SILENT`). */
export type UseCaseDeps = Pick<Services, "db" | "realtime">;

/** For seeds and scripts: they run before any socket could follow a topic, so there is no one to tell. */
export const SILENT: Publisher = { publish: async () => {}, publishAll: async () => {}, payloads: () => [] };

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The services of the app's other plugins, read when a routes plugin registers (they are all there by then). */
    readonly services: Services & { realtime: RealtimeHub };
  }
}

export const servicesPlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    app.decorate("config", config);
    app.decorate("database", database);
    app.decorate("services", {
      getter(this: typeof app) {
        return { db: this.database.db, realtime: this.realtime, store: this.fileStore };
      },
    });
  },
  { name: "services" },
);
