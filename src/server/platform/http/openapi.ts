// Completes the OpenAPI document from what each route already declares: its access (security, 401/403), its schemas
// (400 for input or a malformed address, 404 for ids in the path, 413/415 for a body) and the extra statuses it lists in
// `config.errors`. Each route names its operation itself (`schema.operationId`, after its use case): a route that does
// not is refused when it is registered, so a new route is described, and named, the moment it exists.
import type { FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { Access, ErrorStatus } from "../auth/access";
import { authPaths } from "../auth/auth-openapi";
import { BEARER_CLIENT_HEADER } from "../auth/auth-routes";
import { readsNoSession } from "../auth/session";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type Operation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  "x-access"?: Access;
  "x-errors"?: number[];
};
type OpenApiObject = {
  info: Record<string, unknown>;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const ERROR_RESPONSES: Record<string, { name: string; description: string; retryAfter?: boolean }> = {
  400: {
    name: "BadRequest",
    description: "Invalid input (`invalid_request`, `invalid_json`, `bad_url`...): nothing changed",
  },
  401: {
    name: "Unauthorized",
    description:
      "No usable credentials: `unauthorized` (none sent), `invalid_authorization` (not `Bearer <token>`), " +
      "`invalid_token` (not a token the server signed), `session_expired` (signed out, expired or revoked)",
  },
  403: {
    name: "Forbidden",
    description:
      "Not allowed: `forbidden`, `account_blocked` (with `details`), or `forbidden_origin` (a cookie request " +
      "from another site)",
  },
  404: { name: "NotFound", description: "Not found, or not yours" },
  409: { name: "Conflict", description: "Conflicts with the current state" },
  410: { name: "Gone", description: "No longer available" },
  413: { name: "PayloadTooLarge", description: "The body is too large" },
  414: { name: "UriTooLong", description: "A part of the address is too long (`uri_too_long`)" },
  415: { name: "UnsupportedMediaType", description: "The body's content type is not accepted" },
  422: { name: "UnprocessableEntity", description: "The content cannot be processed" },
  429: { name: "TooManyRequests", description: "Too many attempts: wait `Retry-After` seconds", retryAfter: true },
  "5XX": {
    name: "ServerError",
    description: "Our fault (`internal_error`), or the database is briefly away (`database_unavailable`, 503)",
    retryAfter: true,
  },
};

const ERROR_SCHEMA = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", description: "Stable, snake_case: what programs branch on" },
        message: { type: "string", description: "For people: what the web app shows" },
        details: { type: "object", additionalProperties: true },
      },
    },
  },
};

/** The route's own schemas (zod, as JSON Schema) with its access and extra error statuses carried along. */
export function describeRoute(input: TransformInput) {
  // @fastify/websocket hides every WebSocket route from the document; ours describes its upgrade like any route.
  const unhidden = input.route.websocket ? { ...input, schema: { ...input.schema, hide: false } } : input;
  const result = jsonSchemaTransform(unhidden);
  const schema = result.schema as FastifySchema & { hide?: boolean };
  if (!schema || schema.hide) return result;
  const config = (input.route.config ?? {}) as { access?: Access; errors?: readonly ErrorStatus[] };
  const { url, params } = namedWildcard(result.url, schema);
  return {
    url,
    schema: {
      ...schema,
      ...(params && { params }),
      "x-access": config.access ?? "public",
      "x-errors": [...(config.errors ?? [])],
    },
  };
}

type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/** Fastify's wildcard (`/files/*`) is a parameter named `*`, which OpenAPI cannot name in a path: it becomes `{path}`. */
function namedWildcard(url: string, schema: FastifySchema): { url: string; params?: ObjectSchema } {
  if (!url.endsWith("/*")) return { url };
  const { properties = {}, required = [], ...params } = (schema.params ?? {}) as ObjectSchema;
  const { "*": wildcard, ...others } = properties;
  return {
    url: `${url.slice(0, -1)}{path}`,
    params: {
      ...params,
      properties: { ...others, path: wildcard ?? { type: "string" } },
      required: [...required.filter((name) => name !== "*"), "path"],
    },
  };
}

/** The document's parts that depend on no single route, then each operation's security, errors and operationId. */
export function completeDocument(document: OpenApiObject, config: Pick<Config, "publicUrl">): OpenApiObject {
  const paths = { ...document.paths, ...(authPaths() as OpenApiObject["paths"]) };
  const used = new Set<string>();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const access = operation["x-access"] ?? "public";
      operation.security = access === "public" ? [{}, ...SCHEMES] : SCHEMES;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} does not name its operationId`);
      if (ids.has(operation.operationId)) throw new Error(`two operations are named ${operation.operationId}`);
      ids.add(operation.operationId);
      const responses = (operation.responses ??= {});
      // A 204 and a 101 (a WebSocket upgrade) have no body, whatever schema the route gave its serializer.
      if (responses["204"]) responses["204"] = { description: "No Content" };
      if (responses["101"])
        responses["101"] = { description: (responses["101"] as { description: string }).description };
      for (const status of errorStatuses(method, path, operation, access)) {
        responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
        used.add(status);
      }
      delete operation["x-errors"];
    }
  }
  const https = config.publicUrl.startsWith("https:");
  return {
    ...document,
    info: { ...document.info, license: { name: "Proprietary", url: `${config.publicUrl}/terms` } },
    servers: [{ url: config.publicUrl }],
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
      responses: Object.fromEntries([...used].sort().map((status) => errorResponse(status))),
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          // better-auth's session cookie, with the prefix auth.ts gives it (and __Secure- behind HTTPS).
          name: `${https ? "__Secure-" : ""}cohort.session_token`,
          description: "The web app's HttpOnly session cookie, set by sign-in.",
        },
        bearerToken: {
          type: "http",
          scheme: "bearer",
          description:
            `The signed token sign-in gives when asked with \`${BEARER_CLIENT_HEADER}: bearer\` (in the ` +
            "`set-auth-token` header and the body's `token`): send it exactly as given.",
        },
      },
    },
  };
}

const SCHEMES: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];
const SAFE_METHODS = new Set(["get", "head", "options"]);

function errorStatuses(method: string, path: string, operation: Operation, access: Access): string[] {
  const statuses = new Set<string>(["5XX"]);
  const declared = Object.keys(operation.responses ?? {}).filter((status) => Number(status) >= 400);
  for (const status of declared) statuses.add(status);
  for (const status of operation["x-errors"] ?? []) statuses.add(String(status));
  // Any address can be malformed (a broken %-escape: `bad_url`), so any route can answer 400.
  statuses.add("400");
  if (access !== "public") statuses.add("401");
  // A blocked account's session is refused wherever a session is read, and a cookie write from another site too.
  if (access !== "public" || !SAFE_METHODS.has(method) || !readsNoSession(path)) statuses.add("403");
  if (path.includes("{")) {
    statuses.add("404");
    statuses.add("414");
  }
  if (operation.requestBody) {
    statuses.add("413");
    statuses.add("415");
  }
  return [...statuses].filter((status) => status in ERROR_RESPONSES);
}

function errorResponse(status: string): [string, unknown] {
  const { name, description, retryAfter } = ERROR_RESPONSES[status]!;
  const headers = retryAfter
    ? { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } }
    : undefined;
  const content = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
  return [name, { description, ...(headers ? { headers } : {}), content }];
}

/** Refuses to register a documented route that does not name its operation (`schema: { operationId }`). */
export function requireOperationId(route: RouteOptions) {
  const schema = route.schema as (FastifySchema & { hide?: boolean; operationId?: string }) | undefined;
  if (schema?.hide) return;
  if (!schema?.operationId) {
    throw new Error(`${String(route.method)} ${route.url} does not name its operation (schema: { operationId })`);
  }
}
