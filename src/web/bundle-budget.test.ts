// The download budgets of docs/decisions/012-bundle-budget-and-pwa.md (issue 23's figures, decision 022), checked on a
// fresh production build.
// `npm run bundle:report` prints the same table outside the tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  budgetViolations,
  buildApp,
  formatTable,
  measureRoutes,
  readRouteTable,
  type RouteRow,
} from "../../scripts/bundle-report";

const row = (label: string, js: number, modules: string[] = ["src/web/main.tsx"]): RouteRow => ({
  label,
  path: label,
  js,
  css: 0,
  deferredJs: 0,
  files: [],
  modules,
});

describe("the budget check", () => {
  it("reads every route of the router with the module its page loads", () => {
    const routes = readRouteTable();
    expect(routes).toContainEqual({ path: "/", module: "src/web/app/routes/home-route" });
    expect(routes).toContainEqual({ path: "/jenga/game/:id", module: "src/web/features/jenga/jenga-game-page" });
    expect(routes.map((r) => r.path)).toContain("/sports-lower-third-match-4");
  });

  it("names a page over its budget and admin code on /", () => {
    const problems = budgetViolations([
      row("/", 90_000, ["src/web/main.tsx", "src/web/features/admin/users-panel.tsx"]),
      row("/terms", 250_000),
    ]);
    expect(problems).toContainEqual(expect.stringContaining("/ loads admin, game or broadcast code"));
    expect(problems).toContainEqual(expect.stringContaining("/terms downloads 250.0 kB"));
  });
});

describe("the production build", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-budget-"));
  let rows: RouteRow[] = [];

  beforeAll(async () => {
    await buildApp(dist);
    rows = measureRoutes(dist);
  }, 90_000);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("keeps every page within its budget, and admin, game and broadcast code off /", () => {
    const table = formatTable(rows);
    const problems = budgetViolations(rows);
    expect(problems, `${problems.join("\n")}\n\n${table}`).toEqual([]);
  });

  it("measures each route of the router, and the home page without the dashboard's code", () => {
    expect(rows.map((r) => r.label)).toEqual(expect.arrayContaining(readRouteTable().map((r) => r.path)));
    const home = rows.find((r) => r.label === "/")!;
    const signedIn = rows.find((r) => r.label === "/ (signed in)")!;
    expect(home.modules).toContain("src/web/features/home/landing-page.tsx");
    expect(home.modules).not.toContain("src/web/app/routes/signed-in-dashboard.tsx");
    expect(signedIn.js).toBeGreaterThan(home.js);
  });
});
