// The API contract, checked as an integrator would: the served /api/docs/json passes Redocly's recommended rules
// (redocly.yaml), a client generated from it (openapi-typescript types, openapi-fetch calls) type-checks, and the iOS
// app's journey walked through that client over a real socket gets only answers the document declares, errors
// included, each validated with Ajv against the declared schema.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentedEndpoints } from "../../../domain/docs/ios-integration";
import { ensureAdmin } from "../../features/accounts/ensure-admin";
import { fakeBrowser } from "../fake-push-service";
import { lastLinkTo } from "../accounts";
import { createTestApp, type TestApp } from "../test-app";
import { createResponseCheck, type Document } from "./response-check";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../../..");
const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const JOURNEY = path.join(import.meta.dirname, "ios-journey.ts");
const ADMIN = { email: "office@riverside.example", password: "Admin-Pass-2026" };

let t: TestApp;
let baseUrl: string;
let document: Document;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.database.db, { ...ADMIN, schoolId: t.schoolId });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Document;
  // Inside the repository, so the generated client finds openapi-fetch in node_modules.
  fs.mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  work = fs.mkdtempSync(path.join(ROOT, ".tmp", "contract-"));
});
afterAll(async () => {
  await t?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("the API description", () => {
  it("passes Redocly's recommended rules, with no error and no warning", async () => {
    const file = path.join(work, "openapi.json");
    fs.writeFileSync(file, JSON.stringify(document));
    const lint = await run(
      bin("redocly"),
      ["lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format", "json"],
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf("{"))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it("generates a client that the iOS journey type-checks against", async () => {
    fs.writeFileSync(path.join(work, "openapi-types.d.ts"), astToString(await openapiTS(document as never)));
    fs.copyFileSync(JOURNEY, path.join(work, "ios-journey.ts"));
    const tsconfig = {
      compilerOptions: {
        target: "ES2023",
        lib: ["ES2023", "DOM"],
        module: "ESNext",
        moduleResolution: "Bundler",
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
      files: ["ios-journey.ts", "openapi-types.d.ts"],
    };
    fs.writeFileSync(path.join(work, "tsconfig.json"), JSON.stringify(tsconfig));
    const checked = await run(bin("tsc"), ["-p", path.join(work, "tsconfig.json")], { cwd: work }).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? String(err) }),
    );
    expect(checked.stdout).toBe("");
  });

  it("describes every endpoint the in-app iOS guide names", () => {
    const missing = documentedEndpoints()
      .filter((e) => !document.paths[e.path]?.[e.method.toLowerCase()])
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });
});

describe("the iOS app's journey", () => {
  it("gets only declared answers, from sign-up to sign-out, with a bearer token and no Origin", async () => {
    const check = createResponseCheck(document);
    const client = (token?: string) => {
      const c = createClient({ baseUrl });
      c.use({
        onRequest: ({ request }) => {
          if (token) request.headers.set("authorization", `Bearer ${token}`);
          return request;
        },
        onResponse: async ({ request, response, schemaPath }) => {
          await check(request.method, schemaPath, response.clone());
          return response;
        },
      });
      return c;
    };
    const deps = {
      client,
      mailedLink: (email: string) => lastLinkTo(t, email),
      admin: client(),
      pushSubscription: fakeBrowser("https://fcm.googleapis.com/fcm/send/ios-contract").subscription,
      expect: (condition: unknown, what: string) => {
        if (!condition) throw new Error(`journey step failed: ${what}`);
      },
    };
    // Loaded at run time: the repository's type check leaves the journey to the generated client's (see above).
    const journey = (await import(JOURNEY)) as {
      signIn(d: typeof deps, c: typeof ADMIN): Promise<string>;
      walkIosJourney(d: typeof deps): Promise<void>;
    };
    deps.admin = client(await journey.signIn(deps, ADMIN));
    const notice = await deps.admin.POST(
      "/api/admin/notifications" as never,
      {
        body: { title: "Lab open", message: "The lab is open at lunch.", type: "info" },
      } as never,
    );
    expect((notice as { response: Response }).response.status).toBe(201);

    await journey.walkIosJourney(deps);

    expect(check.failures()).toEqual([]);
    const walked = new Set(check.walked());
    const unwalked = documentedEndpoints()
      .filter((e) => !walked.has(`${e.method} ${e.path}`))
      .map((e) => `${e.method} ${e.path}`);
    expect(unwalked).toEqual([]);
  });
});
