// Spikeball: students apply with a receipt (applications/), approved players form teams (teams/) and play in
// tournaments (tournaments/); admins review, arrange and run all three. Each sub-feature is a plugin of its own.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationRoutes } from "./applications/routes";
import { registerSpikeballTopics } from "./spikeball-events";
import { teamRoutes } from "./teams/routes";
import { tournamentRoutes } from "./tournaments/routes";

export const spikeballRoutes: FastifyPluginAsyncZod = async (app) => {
  // Applications and teams share one admin topic; tournaments register their own.
  registerSpikeballTopics(app.realtime);
  await app.register(applicationRoutes);
  await app.register(teamRoutes);
  await app.register(tournamentRoutes);
};
