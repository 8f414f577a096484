// Property-based fuzz of every API route (issue 11): random and hostile path parameters, query strings and bodies,
// sent as a signed-in student, as an admin and anonymously. Whatever comes in, the server never answers 5xx, every
// refusal is `{ error: { code, message } }`, and a refused request changes no row of any table.
//
// The routes are read from the built app (route-catalogue.ts), so a new route is fuzzed without a change here.
// FUZZ_RUNS sets the number of requests per route (default 25; the run prints its figures).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../../db/demo-people";
import { schools } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { createAuth, loadAuthSecret } from "../../platform/auth/auth";
import { nextRemoteAddress, sessionCookie, signedInAdmin, signedInStudent, signIn } from "../accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import {
  changedTables,
  databaseDigest,
  type DatabaseDigest,
  knownIds,
  tableNames,
  writePosition,
} from "./database-digest";
import { describeRequest, type FuzzRequest, type Identity, requestFor } from "./fuzz-requests";
import { apiRoutes, type CataloguedRoute, routeName, withRouteCatalogue } from "./route-catalogue";

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
const silentLog = { info: () => undefined };

// Top-level await: the list of tests is the list of routes, known once the app is built.
const { built: t, routes: allRoutes } = await withRouteCatalogue(() => createTestApp());
const routes = apiRoutes(allRoutes).filter((r) => !r.websocket);

let tables: string[] = [];
let ids: string[] = [];
let authPaths: string[] = [];
const cookies: Partial<Record<Identity, string>> = {};
let studentAttempt = 0;
// The digest of the database as it is now, and the write position it was taken at.
let digest: DatabaseDigest = {};
let digestAt = "";
const figures = { requests: 0, digests: 0, byStatus: new Map<number, number>(), ms: 0 };

beforeAll(async () => {
  await seedDemoData(t.database.db, silentLog as never, { fileStore: t.app.fileStore });
  tables = await tableNames(t.database.db);
  ids = await knownIds(t.database.db, tables);
  authPaths = await betterAuthPaths(t);
  await ensureIdentities();
}, 120_000);

afterAll(async () => {
  const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.warn(
    `request fuzz on ${t.database.kind}: ${routes.length} routes × ${RUNS_PER_ROUTE} runs, ${figures.requests} requests ` +
      `in ${(figures.ms / 1000).toFixed(1)} s, ${figures.digests} database digests (${statuses.join(", ")})`,
  );
  await t.close();
});

/** better-auth's endpoint paths under /api/auth/, read from the auth object itself. */
async function betterAuthPaths(app: TestApp): Promise<string[]> {
  const secret = await loadAuthSecret(app.database.db, app.config.sessionSecret);
  const auth = createAuth({
    config: app.config,
    db: app.database.db,
    mailer: { send: async () => undefined },
    secret,
    log: app.app.log,
  });
  return Object.values(auth.api as Record<string, { path?: string }>)
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === "string" && path.startsWith("/"))
    .map((path) => path.slice(1));
}

/** Signs the student and the admin (back) in when a fuzzed request signed them out, banned or renamed them. */
async function ensureIdentities() {
  const works = async (cookie: string | undefined) =>
    cookie !== undefined &&
    (await t.app.inject({ method: "GET", url: "/api/accounts/me", headers: { cookie } })).statusCode === 200;
  if (!(await works(cookies.admin))) cookies.admin = (await signedInAdmin(t)).cookie;
  while (!(await works(cookies.student))) {
    const demo = DEMO_STUDENTS[studentAttempt];
    studentAttempt += 1;
    if (demo) {
      const res = await signIn(t, { email: demo.email, password: DEMO_PASSWORD });
      cookies.student = res.statusCode === 200 ? sessionCookie(res) : undefined;
    } else {
      const email = `fuzz-student-${studentAttempt}@riverside.example`;
      cookies.student = await signedInStudent(t, { email, password: "Fuzzy-Lantern-2026" });
    }
  }
  ids = await knownIds(t.database.db, tables);
  await refreshDigest();
}

async function refreshDigest() {
  digestAt = await writePosition(t.database.db);
  digest = await databaseDigest(t.database.db, tables);
  figures.digests += 1;
}

async function send(request: FuzzRequest) {
  const cookie = request.identity === "anonymous" ? undefined : cookies[request.identity];
  const started = performance.now();
  const res = await t.app.inject({
    method: request.method as "GET",
    url: request.url,
    remoteAddress: nextRemoteAddress(),
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(request.contentType ? { "content-type": request.contentType } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  figures.ms += performance.now() - started;
  figures.requests += 1;
  figures.byStatus.set(res.statusCode, (figures.byStatus.get(res.statusCode) ?? 0) + 1);
  return res;
}

function expectErrorBody(res: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
  expect(String(res.headers["content-type"]), what).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code === "string" && body.error.code.length > 0, `error.code of ${what}`).toBe(true);
  expect(typeof body.error?.message === "string" && body.error.message.length > 0, `error.message of ${what}`).toBe(
    true,
  );
}

async function checkRoute(route: CataloguedRoute) {
  await ensureIdentities();
  const property = fc.asyncProperty(
    requestFor(route, {
      ids: () => ids,
      wildcardPaths: (r) => (r.url === "/api/auth/*" ? authPaths : []),
    }),
    async (request) => {
      const res = await send(request);
      const what = `${res.statusCode} for ${describeRequest(request)}: ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode >= 400) expectErrorBody(res, what);
      // Nothing was written (the usual refusal): nothing to compare, and the digest still holds.
      if ((await writePosition(t.database.db)) === digestAt) return;
      const before = digest;
      await refreshDigest();
      if (res.statusCode >= 400) {
        expect(changedTables(before, digest), `tables changed by a refused request: ${what}`).toEqual([]);
      }
    },
  );
  await fc.assert(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: false });
}

describe("the route catalogue", () => {
  it("finds the API's routes, with their zod schemas", () => {
    // A broken catalogue (no hook, no schemas) would let every fuzz test below pass on nothing.
    expect(routes.length).toBeGreaterThan(60);
    const names = routes.map(routeName);
    expect(names).toEqual(expect.arrayContaining(["POST /api/messages", "POST /api/auth/*", "GET /api/admin/users"]));
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(25);
    expect(routes.filter((r) => r.params).length).toBeGreaterThan(25);
    expect(routes.filter((r) => r.querystring).length).toBeGreaterThan(4);
  });

  it("notices a write: the write position moves and the digest names the table", async () => {
    const db = t.database.db;
    const [position, before] = [await writePosition(db), await databaseDigest(db, tables)];
    const [probe] = await db.insert(schools).values({ name: "Digest probe" }).returning({ id: schools.id });
    expect(await writePosition(db)).not.toBe(position);
    expect(changedTables(before, await databaseDigest(db, tables))).toEqual(["schools"]);
    await db.delete(schools).where(eq(schools.id, probe!.id));
  });

  it("reads better-auth's endpoints for the /api/auth/* route", () => {
    expect(authPaths).toEqual(expect.arrayContaining(["sign-in/email", "sign-out", "reset-password"]));
  });
});

describe("hostile requests", () => {
  for (const route of routes) {
    it(`${routeName(route)} answers a 4xx error body and changes nothing`, () => checkRoute(route), 120_000);
  }

  it("left no key on Object.prototype", () => {
    const probe = {} as Record<string, unknown>;
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect([probe.polluted, probe.isAdmin, probe.role]).toEqual([undefined, undefined, undefined]);
  });
});
