// Every query of the routes a school calls all day, on a small generated year, must be served by an index: with
// sequential scans switched off, PostgreSQL still picks a Seq Scan only where no index can do the work, so a
// missing index fails here instead of slowing a district's server month after month (decision 028).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, RANDOM_PAGE_COST } from "./platform/database/db";
import { onOneConnection, type Statement, statementsScanningBigTables, withStatementLog } from "./testing/query-plans";
import { createTestApp, type TestApp } from "./testing/test-app";
import { generateYear, runSqlOn } from "./testing/year/generate-year";
import { bearerFor, type HotRoute, hotRoutes, hotRouteUsers } from "./testing/year/hot-routes";
import { yearSize } from "./testing/year/year-size";

const SECRET = "query-plan-test-secret-of-32-characters-or-more";
const size = yearSize("small", 25);

let t: TestApp;
let statements: Statement[] = [];
let routes: HotRoute[];
const headers: Record<HotRoute["as"], string> = { student: "", admin: "" };

beforeAll(async () => {
  t = await createTestApp(
    { SESSION_SECRET: SECRET },
    {
      prepareDatabase: async (fresh) => {
        await generateYear(runSqlOn(fresh), size);
        const logged = withStatementLog(fresh);
        statements = logged.statements;
        return logged.database;
      },
    },
  );
  const run = runSqlOn(t.database);
  const people = hotRouteUsers(size);
  headers.student = await bearerFor(run, people.student, SECRET);
  headers.admin = await bearerFor(run, people.admin, SECRET);
  routes = await hotRoutes(run, size);
});

afterAll(async () => {
  await t?.close();
});

describe("the hot routes' queries on a school year", () => {
  it("are planned for a database read from memory: random_page_cost 1.1 on the app's connections", async () => {
    // Several at once, so a pool opens more than one connection.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        queryRows<{ random_page_cost: string }>(t.database.db, sql`show random_page_cost`),
      ),
    );
    expect(answers.map(([row]) => Number(row?.random_page_cost))).toEqual([1.1, 1.1, 1.1]);
    expect(RANDOM_PAGE_COST).toBe(1.1);
  });

  it("are each served by an index, not by a scan of a big table", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      statements.length = 0;
      const response = await t.app.inject({
        method: "GET",
        url: route.url,
        headers: { authorization: headers[route.as] },
      });
      expect(response.statusCode, `${route.as} ${route.name}: ${response.body}`).toBeLessThan(500);
      const captured = [...statements];
      expect(captured.length, `${route.as} ${route.name} sent no SQL`).toBeGreaterThan(0);
      const scans = await onOneConnection(t.database, (query) => statementsScanningBigTables(query, captured));
      for (const scan of scans) {
        failures.push(`${route.as} ${route.name} (${route.url}) scans ${scan.tables.join(", ")}:\n    ${scan.sql}`);
      }
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
  });

  it("fails a query that no index serves", async () => {
    const scans = await onOneConnection(t.database, (query) =>
      statementsScanningBigTables(query, [
        { sql: "select id from messages where content = $1", params: ["hello"] },
        { sql: "select id from messages where content = $1 order by created_at desc limit 5", params: ["hello"] },
        { sql: "select id from messages where recipient_id = $1 limit 5", params: ["nobody"] },
      ]),
    );
    expect(scans.map((s) => s.tables)).toEqual([["messages"], ["messages"]]);
  });
});
