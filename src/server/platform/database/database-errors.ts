// Tells a database that is away (refused, reset, timed out, shutting down) from a query that is wrong: the first is
// a 503 the client may retry, the second a bug.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);

// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are the server shutting down or not yet accepting, and
// 57014 is a statement cancelled by statement_timeout (the server is too slow to answer in time).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|57014|53300)$/;

// node-postgres, pg-pool and PGlite (closed while the process shuts down) say these in words only.
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
  "PGlite is closing",
];

/** Whether `error` (or an error it wraps, as Drizzle's query errors do) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = cause;
  }
  return false;
}
