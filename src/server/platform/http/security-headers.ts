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

/**
 * No cache keeps an answer that belongs to someone (ASVS 14.3.2): an answer to a request that carries credentials (a
 * session cookie, a bearer token) or that sets a cookie is `Cache-Control: no-store`, unless its route chose its own
 * caching (the calendar feed and signed file links, whose address is the credential; the app's files). Decided on
 * the request's headers, not on who the session turned out to be, so an error answer or a refused session is kept
 * out of caches too.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  // A callback hook: it awaits nothing, and every request would pay for a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    const credentials = request.headers.cookie !== undefined || request.headers.authorization !== undefined;
    if ((credentials || reply.hasHeader("set-cookie")) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
