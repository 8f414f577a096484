// Runs the push queue's worker in this process from the moment the server is ready until it stops.
import fp from "fastify-plugin";
import { getVapidDetails, type VapidDetails } from "./get-vapid-details";
import { pushEndpointPolicy } from "./push-endpoint-guard";
import { PushWorker, type PushWorkerOptions } from "./push-worker";

export const pushWorkerPlugin = fp<{ options?: PushWorkerOptions }>(
  async (app, { options }) => {
    const { database, realtime, config } = app;
    // The subject may name the first admin, who can be created after the start: read it again now and then.
    let vapid: { details: VapidDetails; readAt: number } | undefined;
    const worker = new PushWorker(
      {
        database,
        realtime,
        log: app.log,
        appName: config.appName,
        endpoints: pushEndpointPolicy(config),
        vapid: async () => {
          if (!vapid || Date.now() - vapid.readAt > 10 * 60_000) {
            vapid = { details: await getVapidDetails(database.db, config), readAt: Date.now() };
          }
          return vapid.details;
        },
      },
      options,
    );
    app.addHook("onReady", () => worker.start());
    app.addHook("preClose", () => worker.stop());
  },
  { name: "push-worker", dependencies: ["services", "realtime"] },
);
