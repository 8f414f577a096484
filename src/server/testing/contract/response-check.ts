// Validates a real answer against the OpenAPI document: its status must be declared for the operation (exactly, or
// as a range such as 5XX), its content type too, and its body must match the declared schema (Ajv).
import { Ajv } from "ajv";
import addFormats from "ajv-formats";

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;
export type Document = {
  paths: Record<string, Record<string, { responses: Responses }>>;
  components?: { responses?: Responses };
};

const pointer = (segments: string[]) =>
  "#/" + segments.map((s) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");

/**
 * The document as Ajv reads it: OpenAPI 3.0's `exclusiveMinimum: true` beside `minimum` is JSON Schema's
 * `exclusiveMinimum: <number>` (Ajv knows `nullable` already).
 */
function forAjv(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forAjv);
  if (typeof value !== "object" || value === null) return value;
  const out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forAjv(v)])) as Record<string, unknown>;
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof out[flag] !== "boolean") continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

export function createResponseCheck(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(forAjv(document) as object, "doc");
  const failures: string[] = [];
  const walked: string[] = [];

  async function check(method: string, schemaPath: string, response: Response) {
    const name = `${method} ${schemaPath} → ${response.status}`;
    walked.push(`${method} ${schemaPath}`);
    const verb = method.toLowerCase();
    const responses = document.paths[schemaPath]?.[verb]?.responses;
    if (!responses) return void failures.push(`${name}: the document has no such operation`);
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, "default"].find((k) => k in responses);
    if (!key) return void failures.push(`${name}: status not declared (declared: ${Object.keys(responses)})`);
    let at = ["paths", schemaPath, verb, "responses", key];
    let declared = responses[key]!;
    if (declared.$ref) {
      const refName = declared.$ref.split("/").at(-1)!;
      at = ["components", "responses", refName];
      declared = document.components?.responses?.[refName] ?? {};
    }
    const type = response.headers.get("content-type")?.split(";")[0]?.trim();
    const text = await response.text();
    if (!declared.content) {
      if (text !== "") failures.push(`${name}: a body where the document declares none`);
      return;
    }
    if (!type || !(type in declared.content)) {
      return void failures.push(`${name}: content type ${type} not declared (${Object.keys(declared.content)})`);
    }
    const body = type.includes("json") ? (JSON.parse(text) as unknown) : text;
    const validate = ajv.compile({ $ref: `doc${pointer([...at, "content", type, "schema"])}` });
    if (!validate(body)) failures.push(`${name}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
  }

  return Object.assign(check, { failures: () => [...failures], walked: () => [...walked] });
}
