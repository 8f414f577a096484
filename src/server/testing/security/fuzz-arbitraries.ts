// fast-check arbitraries for the request fuzz: values a route's own schema accepts (read from its zod schema as JSON
// Schema), hostile values (wrong types, huge and odd strings, SQL, markup, prototype keys, extreme numbers), and raw
// bodies no serializer would write (deep nesting, `__proto__`, broken JSON).
import fc from "fast-check";
import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
};

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "1; SELECT pg_sleep(3) --",
  "' UNION SELECT null, version() --",
  "') OR ('a'='a",
  '" OR ""="',
  "1' AND (SELECT 1 FROM pg_sleep(0)) IS NULL --",
  "$$; select 1; $$",
  "%",
  "_",
  "%' --",
  "\\",
  "\\'",
  "E'\\x27'",
];

export const MARKUP = [
  "<script>window.__pwned=1</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
];

const ODD_STRINGS = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "\u202eevil",
  "\ufeff",
  "Ω≈ç√∫",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "ｆｕｌｌｗｉｄｔｈ",
  "../../../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "%",
  "\r\nSet-Cookie: pwned=1",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x10",
  "9999999999999999999999",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * ISO 8601 instants JavaScript reads and PostgreSQL may not: year 0000 (a JavaScript date PostgreSQL refuses), the
 * years before 1900, 9999 pushed past its end by an offset, and any instant of JavaScript's range.
 */
export const edgeDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 9990, max: 9999 })),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 0, max: 23 }),
      fc.integer({ min: 0, max: 59 }),
      fc.constantFrom("Z", ".000Z", ".123456Z", "+14:00", "-12:00", "+00:00"),
    )
    .map(([y, mo, d, h, mi, end]) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:00${end}`),
  fc.constantFrom("0000-01-01T00:00:00Z", "1899-12-31T23:59:59.999Z", "9999-12-31T23:59:59-14:00"),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** A page cursor (src/domain/paging/cursor.ts) as a forger writes one: its time drawn from edgeDate. */
export const forgedCursor: fc.Arbitrary<string> = fc
  .tuple(edgeDate, fc.uuid())
  .map(([time, id]) => btoa(`${time}|${id}`).replace(/=+$/, ""));

/** Object keys that attack prototypes or look like internals. */
export const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "$where", "", " ", "a.b"];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...MARKUP, ...ODD_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  // Longer than any field allows, still inside the body limit.
  { arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => "𝕏".repeat(n)), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => "a".repeat(10 ** n + 1)), weight: 1 },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -1.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    3_000_000_000,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, mostly hostile, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

/** Values `schema` accepts (as far as JSON Schema says: zod refinements may still refuse some). */
export function validFor(schema: JsonSchema, ids: () => string[], key = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => validFor(s, ids, key)));
  if (schema.allOf?.length) return validFor(schema.allOf[0]!, ids, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return validString(schema, ids, key);
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
      return fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000) });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? validFor(schema.items, ids, key) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = validFor(property, ids, name);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, ids: () => string[], key: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, schema.maxLength ?? 40);
  const fits = (s: string) => s.length >= min && s.length <= max;
  // The ids of real rows, read when the value is drawn (the pool grows as the fuzz creates rows).
  const known = (keep: (s: string) => boolean, none: string) =>
    fc.nat().map((n) => {
      const pool = ids().filter(keep);
      return pool.length ? pool[n % pool.length]! : none;
    });
  const anyString = fc.string({ unit: "grapheme-composite", minLength: min, maxLength: max });
  if (schema.format === "uuid") return fc.oneof(known(isUuid, "00000000-0000-4000-8000-000000000000"), fc.uuid());
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "date-time") {
    const plausible = fc.date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true });
    return fc.oneof(
      plausible.map((d) => d.toISOString()),
      edgeDate,
    );
  }
  if (schema.pattern) return rarelyFiltered(fc.stringMatching(new RegExp(schema.pattern)), fits, anyString);
  if (/^before$|cursor/i.test(key)) return fc.oneof(forgedCursor, anyString);
  if (/id$/i.test(key)) return fc.oneof(known(fits, "x".repeat(Math.max(min, 1))), anyString);
  if (/email/i.test(key)) return rarelyFiltered(fc.emailAddress(), fits, anyString);
  return anyString.filter(fits);
}

const isUuid = (s: string) => /^[0-9a-f-]{36}$/.test(s);

/**
 * `arbitrary.filter(keep)`, or `instead` when a sample shows that `keep` would (almost) never pass. fast-check's
 * filter draws until a value passes, synchronously: a pattern whose matches rarely have the schema's length (a
 * base64url key of 86 to 90 characters) would hang the whole test run rather than fail it.
 */
function rarelyFiltered<T>(arbitrary: fc.Arbitrary<T>, keep: (value: T) => boolean, instead: fc.Arbitrary<T>) {
  const passes = fc.sample(arbitrary, { numRuns: 200, seed: 2026 }).filter(keep).length;
  return passes > 0 ? arbitrary.filter(keep) : instead;
}

/** A valid object with one field replaced by a hostile value, removed, or an extra hostile field. */
export function mutatedObject(schema: JsonSchema, ids: () => string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      validFor(schema, ids),
      fc.constantFrom("replace", "remove", "add", "keep"),
      keys.length ? fc.constantFrom(...keys) : fc.constant("x"),
      hostileValue,
      fc.constantFrom(...HOSTILE_KEYS),
    )
    .map(([value, how, key, hostile, extraKey]) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return hostile;
      const copy: Record<string, unknown> = { ...value };
      if (how === "replace") copy[key] = hostile;
      if (how === "remove") delete copy[key];
      if (how === "add") Object.defineProperty(copy, extraKey, { value: hostile, enumerable: true });
      return copy;
    });
}

/** Body texts that no JSON serializer writes: prototype keys, deep nesting, broken JSON, NUL bytes. */
export const rawHostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes","role":"admin","isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"a":1,"__proto__":{"polluted":"yes"},"content":"x"}',
    "{",
    "}",
    "{'a':1}",
    '{"a":1,}',
    "[1,2,",
    "\u0000",
    '"\\u0000"',
    "nul",
    "1e99999",
    '{"a":"\\ud800"}',
    '{"a":1,"a":2}',
    "   ",
  ),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => '{"a":'.repeat(n) + "1" + "}".repeat(n)),
);
