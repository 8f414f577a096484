// Collects every route an app registers, with its schemas, as Fastify builds it: the request fuzz and the limits
// tests walk this list, so a route added tomorrow is covered without anyone keeping a list.
import dc from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { z } from "zod";

export type CataloguedRoute = {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  bodyLimit?: number;
  websocket: boolean;
};

type Schema = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };

/**
 * Runs `build` while listening on Fastify's `fastify.initialization` diagnostics channel, which every new instance
 * publishes to before any plugin runs: an `onRoute` hook added there sees every route of that app.
 */
export async function withRouteCatalogue<T>(build: () => Promise<T>): Promise<{ built: T; routes: CataloguedRoute[] }> {
  const routes: CataloguedRoute[] = [];
  const channel = dc.channel("fastify.initialization");
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as Schema;
      for (const method of methods) {
        // Fastify adds a HEAD route beside each GET; it runs the same handler.
        if (method === "HEAD") continue;
        routes.push({
          method,
          url: route.url,
          params: schema.params,
          querystring: schema.querystring,
          body: schema.body,
          bodyLimit: route.bodyLimit,
          websocket: Boolean((route as { websocket?: boolean }).websocket),
        });
      }
    });
  };
  channel.subscribe(onInit);
  try {
    return { built: await build(), routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}

/** The API's own routes: under /api, without the generated OpenAPI pages. */
export function apiRoutes(routes: CataloguedRoute[]): CataloguedRoute[] {
  return routes.filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"));
}

export const routeName = (route: Pick<CataloguedRoute, "method" | "url">) => `${route.method} ${route.url}`;
