// The security headers of every answer (helmet's), with the request id. helmet's headers depend only on the
// configuration, so they are worked out once at start and copied onto each reply; @fastify/helmet instead rebuilt
// helmet (parsing the whole CSP) on every request, a twentieth of the busiest endpoint's time (bench/schedule-today.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The headers helmet's middleware would set with these options, lower-cased. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Every answer, API or page, an error or a 404 included, carries the security headers and `x-request-id`. Set
 * before any other hook runs, so an answer that a later hook refuses carries them too. A route may still replace
 * one (the API docs send their own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  const names = Object.keys(headers);
  app.addHook("onRequest", (request, reply, done) => {
    for (const name of names) reply.header(name, headers[name]);
    reply.header("x-request-id", request.id);
    done();
  });
}
