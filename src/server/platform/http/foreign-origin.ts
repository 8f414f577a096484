// Refuses state-changing requests and sockets from origins that are not trusted, with words the person who opened the
// page can act on, and tells the operator (once per origin) which address the server expects and how to change it.
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Config, isLoopbackOrigin } from "../../config";
import { AppError } from "./errors";

/** Past this many distinct refused origins, no more are logged (a hostile client can send any Origin it likes). */
const MAX_LOGGED_ORIGINS = 100;

export type ForeignOriginGuard = {
  /** Throws 403 `forbidden_origin` when the request comes from a page of another site or address. */
  refuse(request: FastifyRequest): void;
};

export function createForeignOriginGuard(config: Config, log: FastifyBaseLogger): ForeignOriginGuard {
  const logged = new Set<string>();
  const hint = addressHint(config);
  return {
    refuse(request) {
      const origin = request.headers.origin;
      const foreign = origin !== undefined && !config.trustedOrigins.includes(origin);
      if (!foreign && request.headers["sec-fetch-site"] !== "cross-site") return;
      if (foreign && !logged.has(origin) && logged.size < MAX_LOGGED_ORIGINS) {
        logged.add(origin);
        log.warn(
          { origin, publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins },
          `refused a request from a page opened at ${origin} (logged once per address). ${hint}`,
        );
      }
      const message = foreign ? foreignOriginMessage(origin, config) : "Requests from other sites are not allowed";
      throw new AppError("forbidden_origin", message, 403);
    },
  };
}

/** What the person who opened a page at `origin` is told: where to open the app instead, or whom to ask. */
export function foreignOriginMessage(origin: string, { appName, publicUrl }: Pick<Config, "appName" | "publicUrl">) {
  // On the machine itself, the configured address works from the same browser.
  if (isLoopbackOrigin(origin)) return `Open ${appName} at ${publicUrl} and try again.`;
  const notThisAddress = `This address (${origin}) is not the one ${appName} was set up for.`;
  // A localhost address would name the visitor's own device: only the operator can help.
  if (isLoopbackOrigin(publicUrl)) {
    return `${notThisAddress} Whoever runs ${appName} sets PUBLIC_URL to the address people open it at.`;
  }
  return `${notThisAddress} Open ${appName} at ${publicUrl}, or ask whoever runs it to set PUBLIC_URL to this address.`;
}

/** The configured address, and how an operator changes it: logged at start and with each refused origin. */
export function addressHint(config: Pick<Config, "appName" | "publicUrl" | "publicUrlIsSet" | "trustedOrigins">) {
  const others = config.trustedOrigins.filter((o) => o !== new URL(config.publicUrl).origin);
  const accepted = others.length ? ` (also accepted from ${others.join(", ")})` : "";
  const where = config.publicUrlIsSet
    ? `${config.appName} is set up for ${config.publicUrl}${accepted}.`
    : `PUBLIC_URL is not set: ${config.appName} is set up for ${config.publicUrl}${accepted}, which works on this machine only, and mail links point there.`;
  return `${where} Set PUBLIC_URL to the address people open it at, and TRUSTED_ORIGINS (comma-separated) for any other address that may sign in.`;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Shared by HTTP requests and the realtime socket, so each refused origin is logged once between them. */
    foreignOrigins: ForeignOriginGuard;
  }
}

export const foreignOriginsPlugin = fp(
  async (app) => {
    app.decorate("foreignOrigins", createForeignOriginGuard(app.config, app.log));
  },
  { name: "foreign-origins", dependencies: ["services"] },
);
