// Runs the housekeeping job (housekeeping.ts) from the moment the server is ready until it stops.
import path from "node:path";
import fp from "fastify-plugin";
import { startHousekeeping } from "./housekeeping";

export const housekeepingPlugin = fp(
  async (app) => {
    let stop: (() => void) | undefined;
    app.addHook("onReady", async () => {
      stop = startHousekeeping(app.database.db, app.log, { outboxDir: path.join(app.config.dataDir, "outbox") });
    });
    app.addHook("preClose", async () => stop?.());
  },
  { name: "housekeeping", dependencies: ["services"] },
);
