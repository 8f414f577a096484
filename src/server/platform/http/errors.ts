// One error type for expected failures, and the handler that turns any error into the API's error shape.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseUnavailable } from "../database/database-errors";
import { NOT_FOUND_CODE } from "./path-ids";

export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

/** The error body as a response schema, for a route that names an error status its access does not imply. */
export const errorShape = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() }),
});

export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    /** Facts the client needs to explain the error (e.g. a ban's end); never internals. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError("not_found", message, 404);
export const forbidden = (message = "You do not have permission to do this") => new AppError("forbidden", message, 403);
export const unauthorized = (message = "Please sign in") => new AppError("unauthorized", message, 401);

export function errorBody(code: string, message: string, details?: Record<string, unknown>): ErrorBody {
  return details ? { error: { code, message, details } } : { error: { code, message } };
}

// Fastify's own 4xx errors, renamed to the API's plain codes.
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_BAD_URL: "bad_url",
  FST_ERR_MAX_PARAM_LENGTH: "uri_too_long",
};
// Their own messages repeat the whole path, which can be kilobytes long.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "The address is malformed",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the address is too long",
};

/** What a 503 for a database that is away tells clients to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached: a 503 the client may retry after a few seconds. */
export class DatabaseUnavailableError extends AppError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  /** `cause`: the driver's error that said so, for the log. */
  constructor(override readonly cause?: unknown) {
    super("database_unavailable", "The service is briefly unavailable. Please try again in a moment.", 503);
  }
}

/** Maps errors to `{ error: { code, message } }`; 5xx answers never carry internal details. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if ("retryAfterSeconds" in error && typeof error.retryAfterSeconds === "number") {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    if (error instanceof DatabaseUnavailableError)
      request.log.warn({ err: error.cause ?? error }, "database unavailable");
    else if (error.status >= 500) request.log.error({ err: error }, "application error");
    return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
    const message = first
      ? field
        ? `${field}: ${first.message}`
        : (first.message ?? "Invalid request")
      : "Invalid request";
    // A rule may name its own code (`params: { code }` on a zod refinement), such as the date rule's invalid_date.
    const named = (first?.params as { params?: { code?: unknown } } | undefined)?.params?.code;
    // A path id that cannot name anything is not found, like one that names nothing (path-ids.ts).
    if (named === NOT_FOUND_CODE)
      return reply.status(404).send(errorBody(NOT_FOUND_CODE, first!.message ?? "Not found"));
    return reply.status(400).send(errorBody(typeof named === "string" ? named : "invalid_request", message));
  }
  const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    return handleError(new DatabaseUnavailableError(error), request, reply);
  }
  if (status >= 500) {
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(status)
      .send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  }
  const fastifyCode = "code" in error && typeof error.code === "string" ? error.code : "";
  return reply
    .status(status)
    .send(errorBody(FASTIFY_CODES[fastifyCode] ?? "bad_request", FASTIFY_MESSAGES[fastifyCode] ?? error.message));
}
