// What a first visit downloads, measured in Chromium: every page of the router (and the views a page opens: the
// signed-in home, the Messages dialog, the admin console's tabs) is loaded in a fresh browser context, and every
// JavaScript file it fetched is recorded, with the time its response ended. The budgets of issue 23 (decisions 012
// and 022), in gzipped bytes (1 kB = 1000 bytes, as Vite prints sizes): `/` at most 140 kB before its first paint and
// 180 kB until the network is idle; any other page at most 220 kB before its first paint. A view opened by a click
// (the Messages dialog, an admin tab) is reported with what its page needed plus what the click fetched, without a
// budget: it comes after the page's first paint. Pages load over a phone's connection (PHONE_NETWORK). Nobody lists
// the chunks: the browser fetches them. `npm run bundle:report` builds the app and runs this file alone, which prints the table.
//
// "Its first paint" is the first frame that shows the page itself, not the "Loading…" that index.html and the
// router's fallback paint before any script has run (Chromium's first-contentful-paint, which that placeholder
// is, would count no script at all): the frame in which no "Loading…" status is left in #root. A page whose HTML
// is its content (prerendered) has its first paint before any script.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
} from "./support/accounts";
import { CONSOLE_TABS } from "../src/web/features/admin/panel-ids";

const HOME_BEFORE_PAINT = 140_000;
const HOME_UNTIL_IDLE = 180_000;
const ANY_PAGE_BEFORE_PAINT = 220_000;
const VISITS_AT_ONCE = 6;

/**
 * Code that never loads on `/` (signed out): the admin console, the games and the broadcast graphics. Left out: the
 * scoreboards' paths and green (`chroma-pages.ts`, a few lines), which every page's loading screen reads so that an
 * OBS source never flashes dark.
 */
const KEPT_OFF_HOME =
  /^src\/(?!domain\/broadcast\/chroma-pages\.ts$)(?:.*\/)?(admin|jenga|spikeball|broadcast)(?:[-/.]|$)/;

const dist = path.resolve(process.env.WEB_DIST ?? "dist/web");

type Who = "signed out" | "student" | "admin";
type Visit = {
  path: string;
  who: Who;
  /** The row's name, when the page is measured with a view opened. */
  label?: string;
  /** Opens a view once the page has settled; `view` finds it (a dialog, a tab's panel) once it is open. */
  open?: { click: (page: Page) => Promise<void>; view: string };
};

const adminTab = (name: string): Visit => ({
  path: "/admin/dashboard",
  who: "admin",
  label: `/admin/dashboard (${name.toLowerCase()} tab)`,
  open: {
    click: (page) => page.getByRole("tab", { name, exact: true }).click(),
    view: `[role="tabpanel"][data-state="active"][id$="-content-${name.toLowerCase()}"]`,
  },
});

const VISITS: Visit[] = [
  { path: "/", who: "signed out" },
  { path: "/?mode=signin", who: "signed out" },
  { path: "/auth", who: "signed out" },
  { path: "/logo", who: "signed out" },
  { path: "/terms", who: "signed out" },
  { path: "/privacy", who: "signed out" },
  { path: "/setup", who: "signed out" },
  { path: "/admin/login", who: "signed out" },
  { path: "/dashboard", who: "signed out" },
  { path: "/lower-third", who: "signed out" },
  { path: "/sports-lower-third", who: "signed out" },
  { path: "/sports-lower-third-match-1", who: "signed out" },
  { path: "/sports-lower-third-match-2", who: "signed out" },
  { path: "/sports-lower-third-match-3", who: "signed out" },
  { path: "/sports-lower-third-match-4", who: "signed out" },
  { path: "/campaign-poster", who: "signed out" },
  { path: "/no-such-page", who: "signed out" },
  { path: "/", who: "student", label: "/ (signed in)" },
  { path: "/dashboard", who: "student" },
  {
    path: "/dashboard",
    who: "student",
    label: "/dashboard (messages open)",
    open: { click: (page) => page.getByRole("button", { name: /^Messages/ }).click(), view: '[role="dialog"]' },
  },
  { path: "/jenga", who: "student" },
  { path: "/jenga/leaderboard", who: "student" },
  // A game that does not exist: the page's code is the same for every game.
  { path: "/jenga/game/no-such-game", who: "student" },
  { path: "/spikeball-signup", who: "student" },
  { path: "/spikeball-dashboard", who: "student" },
  { path: "/account", who: "student" },
  { path: "/admin/dashboard", who: "admin" },
  ...CONSOLE_TABS.filter((t) => t.value !== "overview").map((t) => adminTab(t.label)),
  { path: "/admin/messaging-docs", who: "admin" },
  { path: "/admin/spikeball-user-docs", who: "admin" },
  { path: "/jenga/admin", who: "admin" },
  { path: "/sports-lower-third-admin", who: "admin" },
];

type Row = {
  label: string;
  beforePaint: string[];
  untilIdle: string[];
};

type Manifest = Record<string, { file: string; isEntry?: boolean; dynamicImports?: string[] }>;
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dist, file), "utf8")) as T;

const gzipSizes = new Map<string, number>();
/** The gzipped size of a served file, from the build folder (Chromium is sent Brotli, which is smaller). */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}
const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

type Painted = { paintedAt?: number; watchView?: (selector: string) => void };

/**
 * Run in the page before its own scripts: notes the time of the first frame that shows the page itself, and gives
 * the test a way to note the first frame that shows a view it opens (the view's element, with no "Loading…" in it).
 */
function watchFirstPaint() {
  performance.setResourceTimingBufferSize(5000);
  const page = window as unknown as Painted;
  const loading = (within: Element, exact: boolean) =>
    [...within.querySelectorAll('[role="status"]')].some((status) => {
      const text = status.textContent?.trim() ?? "";
      return exact ? text === "Loading…" : text.startsWith("Loading");
    });
  const noteFirstFrameWhere = (shown: () => boolean) => {
    page.paintedAt = undefined;
    let pending = false;
    const check = () => {
      if (pending || !shown()) return;
      pending = true;
      observer.disconnect();
      // A requestAnimationFrame callback runs as the frame that paints the change starts.
      requestAnimationFrame((frameStart) => (page.paintedAt = frameStart));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
  noteFirstFrameWhere(() => {
    const root = document.getElementById("root");
    return root !== null && root.childElementCount > 0 && !loading(root, true);
  });
  page.watchView = (selector) =>
    noteFirstFrameWhere(() => {
      const view = document.querySelector(selector);
      return view !== null && !loading(view, false);
    });
}

async function paintedAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as Painted).paintedAt, null, { timeout: 20_000 });
  return (await handle.jsonValue()) as number;
}

/** The JavaScript files the page has fetched from the build, with the time each response ended. */
function scriptsFetched(): Array<{ file: string; start: number; end: number }> {
  return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .map((entry) => ({ url: new URL(entry.name), start: entry.startTime, end: entry.responseEnd }))
    .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith(".js"))
    .map(({ url, start, end }) => ({ file: url.pathname.slice(1), start, end }));
}

/** Waits until the page has fetched nothing new for a second after the network went idle. */
async function networkIdle(page: Page) {
  await page.waitForLoadState("networkidle");
  // The toasts' outlet and the banner load once the page's queries are in and the browser is idle: a quiet
  // window (measurement, not a test's wait for a condition) makes sure they were given the chance.
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType("resource").length);
    if (count === seen) return;
    seen = count;
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
  }
}

/**
 * A phone's connection (as Lighthouse's "slow 4G", a little faster): on loopback a page's scripts arrive within a few
 * milliseconds, before the browser has painted even a page whose HTML is its content, and React's reveal of a
 * suspended view waits long enough for the views under it to come along, so what the first paint needed would depend
 * on timing no phone sees.
 */
const PHONE_NETWORK = { offline: false, latency: 100, downloadThroughput: 500_000, uploadThroughput: 100_000 };

async function measure(context: BrowserContext, visit: Visit): Promise<Row> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);
  await page.addInitScript(watchFirstPaint);
  await page.goto(visit.path);
  const pagePainted = await paintedAt(page);
  await networkIdle(page);
  // A view counts what the page needed before its first paint and what the view then fetched until it painted: what
  // a visitor who opens it at once waits for (what the page loaded while idle in between is not the view's).
  let clicked = Infinity;
  let viewPainted = -Infinity;
  if (visit.open) {
    clicked = await page.evaluate((selector) => {
      (window as unknown as Painted).watchView!(selector);
      return performance.now();
    }, visit.open.view);
    await visit.open.click(page);
    viewPainted = await paintedAt(page);
    await networkIdle(page);
  }
  const fetched = await page.evaluate(scriptsFetched);
  await page.close();
  const files = (list: typeof fetched) => [...new Set(list.map((f) => f.file))].sort();
  return {
    label: visit.label ?? visit.path,
    beforePaint: files(fetched.filter((f) => f.end <= pagePainted || (f.start >= clicked && f.end <= viewPainted))),
    untilIdle: files(fetched),
  };
}

/**
 * The budgets a row is held to: `/`'s, or any other page's. A view (a dialog or a tab opened with a click) is
 * reported, not held to a budget: the budgets are a page's first paint, and what a click fetches comes after it (the
 * admin console's Users, Settings and Spikeball tabs bring the form library and zod).
 */
function limits(row: Row, visit: Visit): { beforePaint?: number; untilIdle?: number } {
  if (visit.open) return {};
  return row.label === "/"
    ? { beforePaint: HOME_BEFORE_PAINT, untilIdle: HOME_UNTIL_IDLE }
    : { beforePaint: ANY_PAGE_BEFORE_PAINT };
}

function formatTable(rows: Array<{ row: Row; visit: Visit }>): string {
  const header = ["page", "before paint", "until idle", "files", "budget"];
  const lines = rows.map(({ row, visit }) => {
    const limit = limits(row, visit);
    const over =
      (limit.beforePaint !== undefined && total(row.beforePaint) > limit.beforePaint) ||
      (limit.untilIdle !== undefined && total(row.untilIdle) > limit.untilIdle);
    const idleBudget = limit.untilIdle ? `, ${kB(limit.untilIdle)} until idle` : "";
    const budget =
      limit.beforePaint === undefined ? "a view: no budget" : `${kB(limit.beforePaint)} before paint${idleBudget}`;
    return [
      `${row.label}${visit.label || visit.who === "signed out" ? "" : ` (${visit.who})`}`,
      kB(total(row.beforePaint)),
      kB(total(row.untilIdle)),
      `${row.beforePaint.length}/${row.untilIdle.length}`,
      limit.beforePaint === undefined ? budget : `${over ? "OVER" : "ok"} ${budget}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n");
}

/** A context for each visit: a first visit, with nothing cached. */
async function contexts(browser: Browser, baseURL: string) {
  const newContext = (storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>) =>
    browser.newContext({ baseURL, serviceWorkers: "block", storageState });
  const admin = await newContext();
  await signInThroughApi(admin.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const student = await newContext();
  const account = await createConfirmedStudent(student.request, baseURL, { email: uniqueEmail("bundle") });
  await signInThroughApi(student.request, baseURL, account);
  // An approved Spikeball player, so that /spikeball-dashboard shows the dashboard rather than sending on to signup.
  const { user } = (await (await student.request.get("/api/accounts/me")).json()) as { user: { id: string } };
  const approved = await admin.request.post(`/api/spikeball/admin/users/${user.id}/review`, {
    headers: originHeaders(baseURL),
    data: { status: "approved" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const states = { admin: await admin.storageState(), student: await student.storageState() };
  await Promise.all([admin.close(), student.close()]);
  return (who: Who) => newContext(who === "signed out" ? undefined : states[who]);
}

test("every page downloads within its budget, and / loads no admin, game or broadcast code", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const manifest = readJson<Manifest>(".vite/manifest.json");
  const chunkModules = readJson<Record<string, string[]>>(".vite/chunk-modules.json");
  const contextFor = await contexts(browser, baseURL!);

  // A few visits at a time: most of a visit is waiting on the emulated network and the quiet windows, so one at a time
  // left the worker idle for two minutes. Each visit has its own context and its own emulated connection.
  const rows: Array<{ row: Row; visit: Visit }> = [];
  let next = 0;
  const visitor = async () => {
    for (let index = next++; index < VISITS.length; index = next++) {
      const visit = VISITS[index]!;
      const context = await contextFor(visit.who);
      try {
        rows[index] = { row: await measure(context, visit), visit };
      } catch (error) {
        throw new Error(`${visit.label ?? `${visit.path} (${visit.who})`}: ${String(error)}`, { cause: error });
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: VISITS_AT_ONCE }, visitor));

  const table = formatTable(rows);
  console.log(`Gzipped JavaScript a first visit downloads (${dist}):\n\n${table}`);
  await testInfo.attach("bundle-report.txt", { body: table, contentType: "text/plain" });
  // Which files each row counts, to see what a page downloads and when.
  const filesPath = testInfo.outputPath("bundle-files.json");
  fs.writeFileSync(
    filesPath,
    JSON.stringify(
      rows.map(({ row }) => row),
      null,
      2,
    ),
  );
  await testInfo.attach("bundle-files.json", { path: filesPath, contentType: "application/json" });

  const problems: string[] = [];
  for (const { row, visit } of rows) {
    const limit = limits(row, visit);
    if (limit.beforePaint !== undefined && total(row.beforePaint) > limit.beforePaint) {
      problems.push(
        `${row.label} downloads ${kB(total(row.beforePaint))} before its first paint (${kB(limit.beforePaint)})`,
      );
    }
    if (limit.untilIdle !== undefined && total(row.untilIdle) > limit.untilIdle) {
      problems.push(`${row.label} downloads ${kB(total(row.untilIdle))} until idle (${kB(limit.untilIdle)})`);
    }
  }
  const home = rows.find(({ row }) => row.label === "/")!.row;
  const offHome = home.untilIdle.flatMap((file) => (chunkModules[file] ?? []).filter((m) => KEPT_OFF_HOME.test(m)));
  if (offHome.length > 0) problems.push(`/ loads admin, game or broadcast code: ${offHome.join(", ")}`);

  // Every page of the router was visited: each chunk the entry loads lazily (the router's pages, the banner, the
  // toasts' outlet) was downloaded by one of the visits.
  const downloaded = new Set(rows.flatMap(({ row }) => row.untilIdle));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  const missed = (entry.dynamicImports ?? []).filter((key) => !downloaded.has(manifest[key]!.file));
  if (missed.length > 0) problems.push(`No visit loads ${missed.join(", ")}: add a visit for its page`);

  expect(problems, `${problems.join("\n")}\n\n${table}`).toEqual([]);
});
