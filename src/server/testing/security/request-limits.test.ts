// Limits (issue 11): every string and list a route accepts has an upper bound in its schema, and requests too large
// are refused early, with 413 or 400 and a message that says what is too large.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECEIPT_MAX_BYTES } from "../../../domain/spikeball/spikeball-rules";
import { TIMETABLE_MAX_BYTES } from "../../../domain/schedule/timetable-import";
import { MAX_INPUT_DEPTH } from "../../platform/http/request-input";
import { jsonHeaders, signedInAdmin, signedInStudent } from "../accounts";
import { createTestApp, type TestApp } from "../test-app";
import { toJsonSchema } from "./fuzz-arbitraries";
import { apiRoutes, type CataloguedRoute, routeName, withRouteCatalogue } from "./route-catalogue";

type JsonSchema = Parameters<typeof unboundedParts>[0];

/** The parts of a JSON Schema without an upper bound: strings without maxLength, lists without maxItems, records. */
function unboundedParts(schema: Record<string, unknown>, path: string): string[] {
  if (schema.enum || schema.const !== undefined) return [];
  const members = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (members) return members.flatMap((member) => unboundedParts(member, path));
  const found: string[] = [];
  const type = schema.type;
  if (type === "string" && schema.maxLength === undefined && !boundedPattern(schema.pattern)) {
    found.push(`${path || "(the value)"}: a string without a maximum length`);
  }
  if (type === "array") {
    if (schema.maxItems === undefined) found.push(`${path}: a list without a maximum number of items`);
    if (schema.items) found.push(...unboundedParts(schema.items as JsonSchema, `${path}[]`));
  }
  if (type === "object") {
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      found.push(...unboundedParts(property, path ? `${path}.${name}` : name));
    }
    if (typeof schema.additionalProperties === "object") found.push(`${path}: a record with any number of keys`);
  }
  return found;
}

/** An anchored pattern without `*`, `+` or `{n,}` matches strings of a bounded length. */
function boundedPattern(pattern: unknown): boolean {
  if (typeof pattern !== "string") return false;
  return pattern.startsWith("^") && pattern.endsWith("$") && !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);
}

// One app for the whole file: its routes are catalogued as it is built.
let t: TestApp;
let routes: CataloguedRoute[] = [];

beforeAll(async () => {
  const catalogue = await withRouteCatalogue(() => createTestApp());
  t = catalogue.built;
  routes = apiRoutes(catalogue.routes);
}, 120_000);
afterAll(() => t.close());

describe("schema bounds", () => {
  it("finds the routes that take input", () => {
    expect(routes.filter((r) => r.body || r.querystring || r.params).length).toBeGreaterThan(50);
  });

  it("gives every string and list of every request schema an upper bound", () => {
    const problems = routes.flatMap((route) =>
      (["params", "querystring", "body"] as const).flatMap((part) => {
        const schema = route[part];
        return schema
          ? unboundedParts(toJsonSchema(schema) as JsonSchema, "").map((p) => `${routeName(route)} ${part} ${p}`)
          : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("knows an unbounded schema when it sees one", () => {
    expect(unboundedParts({ type: "object", properties: { a: { type: "string" } } }, "")).toHaveLength(1);
    expect(unboundedParts({ type: "array", items: { type: "string", maxLength: 3 } }, "x")).toHaveLength(1);
    expect(unboundedParts({ type: "string", pattern: "^\\d+$" }, "x")).toHaveLength(1);
    expect(unboundedParts({ type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" }, "x")).toEqual([]);
  });
});

describe("oversized requests", () => {
  let student: string;
  let admin: string;

  beforeAll(async () => {
    student = await signedInStudent(t, { email: "limits@riverside.example", password: "Limits-Lantern-2026" });
    admin = (await signedInAdmin(t)).cookie;
  }, 120_000);

  const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string; message: string } }).error;

  it("refuses a JSON body over 256 KiB with 413 before a route sees it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { ...jsonHeaders, cookie: student },
      payload: JSON.stringify({ recipientId: "x", content: "a".repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: "payload_too_large" });
    expect(errorOf(res).message).toMatch(/too large/i);
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/schedule/entries",
      headers: { ...jsonHeaders, cookie: student, "content-length": String(10 * 1024 * 1024) },
      payload: "{}",
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe("payload_too_large");
  });

  it("names the field that is too long", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/schedule/entries",
      headers: { ...jsonHeaders, cookie: student },
      payload: { className: "x".repeat(5000), startTime: "08:00", endTime: "09:00", daysOfWeek: ["Monday"] },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: "invalid_request" });
    expect(errorOf(res).message).toMatch(/className/);
  });

  it("refuses a list longer than its maximum", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/schedule/entries",
      headers: { ...jsonHeaders, cookie: student },
      payload: { className: "Maths", startTime: "08:00", endTime: "09:00", daysOfWeek: Array(5000).fill("Monday") },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/daysOfWeek/);
  });

  it(`refuses JSON nested deeper than ${MAX_INPUT_DEPTH} levels`, async () => {
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: jsonHeaders,
      payload: `{"email":${deep},"password":"x"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: "too_deeply_nested" });
  });

  it("refuses text with a NUL character instead of failing in the database", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/schedule/entries",
      headers: { ...jsonHeaders, cookie: student },
      payload: { className: "Ma\u0000ths", startTime: "08:00", endTime: "09:00", daysOfWeek: ["Monday"] },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: "invalid_text" });
  });

  it("refuses an over-long id in a path with 414 in the API's error shape", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/jenga/games/${"a".repeat(500)}`,
      headers: { cookie: student },
    });
    expect(res.statusCode).toBe(414);
    expect(errorOf(res)).toEqual({ code: "uri_too_long", message: "A part of the address is too long" });
  });

  it("refuses a malformed path with 400 in the API's error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/jenga/games/%ZZ", headers: { cookie: student } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: "bad_url", message: "The address is malformed" });
  });

  it("refuses a timetable over 5 MiB with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/schedule/import",
      headers: { origin: jsonHeaders.origin, "content-type": "text/csv", cookie: admin },
      payload: "a".repeat(TIMETABLE_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe("payload_too_large");
  });

  it("refuses a receipt upload whose declared size is over the limit before reading it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: {
        origin: jsonHeaders.origin,
        cookie: student,
        "content-type": "multipart/form-data; boundary=limit",
        "content-length": String(RECEIPT_MAX_BYTES + 1024 * 1024),
      },
      payload: "--limit--\r\n",
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: "payload_too_large" });
  });

  it("refuses a receipt file over the limit while it streams", async () => {
    const boundary = "limit";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(RECEIPT_MAX_BYTES + 1, 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: {
        origin: jsonHeaders.origin,
        cookie: student,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toMatchObject({ code: "payload_too_large" });
  });

  it("refuses a body that claims to be form data but is not, with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/spikeball/application",
      headers: { origin: jsonHeaders.origin, cookie: student, "content-type": "multipart/form-data" },
      payload: "not multipart",
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: "invalid_upload" });
  });
});
