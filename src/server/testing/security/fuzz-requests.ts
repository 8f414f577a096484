// Builds random, mostly hostile requests for one catalogued route: its path parameters, query string and body are
// drawn from its own schemas and then spoiled, or replaced by hostile values outright.
import fc from "fast-check";
import type { CataloguedRoute } from "./route-catalogue";
import {
  HOSTILE_KEYS,
  hostileString,
  hostileValue,
  mutatedObject,
  rawHostileBody,
  toJsonSchema,
  validFor,
} from "./fuzz-arbitraries";

export const IDENTITIES = ["student", "admin", "anonymous"] as const;
export type Identity = (typeof IDENTITIES)[number];

export type FuzzRequest = {
  identity: Identity;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
};

/** Percent-encodes any string; a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD first. */
export const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Path segments sent as they are, not encoded: broken escapes, traversal, encoded NUL.
const RAW_SEGMENTS = ["%00", "%ZZ", "%", "..", "%2e%2e", "%252e%252e%252f", "%c0%af", "a%2Fb", "%E2%80%AE", "%ff%fe"];

export type RouteFuzzOptions = {
  /** The ids of real rows, so that fuzzed ids sometimes reach the code behind the lookup. */
  ids: () => string[];
  /** Paths a wildcard (`*`) stands for, such as better-auth's endpoints under /api/auth/. */
  wildcardPaths: (route: CataloguedRoute) => string[];
};

export function requestFor(route: CataloguedRoute, options: RouteFuzzOptions): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      identity: fc.constantFrom(...IDENTITIES),
      path: pathFor(route, options),
      query: queryFor(route, options),
      body: BODY_METHODS.has(route.method) || route.body ? bodyFor(route, options) : fc.constant(undefined),
    })
    .map(({ identity, path, query, body }) => ({
      identity,
      method: route.method,
      url: query ? `${path}?${query}` : path,
      ...body,
    }));
}

function pathFor(route: CataloguedRoute, options: RouteFuzzOptions): fc.Arbitrary<string> {
  const properties = route.params ? (toJsonSchema(route.params).properties ?? {}) : {};
  const parts = route.url.split(/(:[A-Za-z0-9_]+|\*)/).filter(Boolean);
  return fc
    .tuple(
      ...parts.map((part): fc.Arbitrary<string> => {
        if (part === "*") {
          const known = options.wildcardPaths(route);
          return fc.oneof(
            known.length ? fc.constantFrom(...known) : fc.constant("x"),
            fc.array(segment(fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 4 }).map((s) => s.join("/")),
          );
        }
        if (!part.startsWith(":")) return fc.constant(part);
        const name = part.slice(1);
        const schema = properties[name];
        const valid = schema ? validFor(schema, options.ids, name).map(String) : fc.string({ maxLength: 10 });
        return segment(fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: hostileString, weight: 2 }));
      }),
    )
    .map((pieces) => pieces.join(""));
}

/** A path segment: the value percent-encoded, or now and then a raw, broken one. */
function segment(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: value.map(encode), weight: 5 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
}

function queryFor(route: CataloguedRoute, options: RouteFuzzOptions): fc.Arbitrary<string> {
  const schema = route.querystring ? toJsonSchema(route.querystring) : undefined;
  const fromSchema = schema
    ? fc.oneof(validFor(schema, options.ids), mutatedObject(schema, options.ids))
    : fc.constant({});
  const pair = (key: string, value: unknown) =>
    `${encode(key)}=${encode(typeof value === "string" ? value : JSON.stringify(value))}`;
  return fc
    .tuple(
      fromSchema,
      // Extra keys: prototype paths in qs style, repeated keys (an array where a string is expected), junk.
      fc.array(
        fc.oneof(
          fc.tuple(
            fc.constantFrom(...HOSTILE_KEYS, "__proto__[polluted]", "constructor[prototype][polluted]"),
            hostileString,
          ),
          fc.tuple(fc.constantFrom(...Object.keys(schema?.properties ?? { x: 1 })), hostileString),
        ),
        { maxLength: 3 },
      ),
      fc.constantFrom("", "", "", "&&", "=", "a&a&a", "%", "%ZZ=1"),
    )
    .map(([values, extra, tail]) => {
      const pairs =
        typeof values === "object" && values !== null && !Array.isArray(values)
          ? Object.entries(values).map(([k, v]) => pair(k, v))
          : [pair("q", values)];
      return [...pairs, ...extra.map(([k, v]) => pair(k, v)), tail].filter(Boolean).join("&");
    });
}

type Body = { contentType?: string; payload?: string };

function bodyFor(route: CataloguedRoute, options: RouteFuzzOptions): fc.Arbitrary<Body> {
  const schema = route.body ? toJsonSchema(route.body) : undefined;
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v): Body => ({ contentType: "application/json", payload: JSON.stringify(v) ?? "null" }));
  return fc.oneof(
    { arbitrary: json(schema ? mutatedObject(schema, options.ids) : hostileValue), weight: 6 },
    { arbitrary: json(hostileValue), weight: 2 },
    { arbitrary: json(schema ? validFor(schema, options.ids) : fc.constant({})), weight: 1 },
    { arbitrary: rawHostileBody.map((payload): Body => ({ contentType: "application/json", payload })), weight: 2 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            "text/plain",
            "text/csv",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=fuzz",
            "multipart/form-data",
            "application/json; charset=utf-16",
            "application/xml",
          ),
          fc.oneof(
            hostileString,
            rawHostileBody,
            fc.constant(
              '--fuzz\r\nContent-Disposition: form-data; name="receipt"; filename="a.png"\r\n\r\nnot an image\r\n--fuzz--\r\n',
            ),
          ),
        )
        .map(([contentType, payload]): Body => ({ contentType, payload })),
      weight: 2,
    },
    { arbitrary: fc.constant<Body>({}), weight: 1 },
  );
}

export function describeRequest(request: FuzzRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  return `${request.identity} ${request.method} ${cut(request.url)} [${request.contentType ?? "no content type"}] ${cut(request.payload ?? "")}`;
}
