// Lighthouse (mobile profile: a mid-range phone on a throttled connection) on the pages students and stream
// operators open most, against the built app served by the real server with the demo data, in Debian's Chromium.
// Each page is audited LIGHTHOUSE_RUNS times (3 by default) and the medians are reported. Targets (issue 23):
// performance ≥ 95 on `/` and ≥ 90 elsewhere, accessibility 100, best practices ≥ 95, largest contentful paint
// ≤ 2.5 s, total blocking time ≤ 200 ms, layout shift ≤ 0.05. Signed-in pages are audited with a demo student's
// session cookie.
//   Needs a built app (`npm run build`; WEB_DIST to use another folder) and CHROMIUM_PATH or /usr/bin/chromium.
//   BASELINE_DIST=<folder of another build> audits that build too, in the same run and on the same machine (each
//   page's runs alternating between the two builds), and prints its figures beside (marked "baseline", without targets): a before and after of a change to the app.
//   LIGHTHOUSE_VISITS=cold,second (default cold): "second" audits a second visit as Lighthouse does with the cache
//   kept (disableStorageReset): the page is opened once first and left open until its service worker has installed, so
//   the HTTP cache, the worker and the student's offline copy (IndexedDB) are there. Its figures are marked
//   "second visit" and have the same targets.
//   LIGHTHOUSE_PROXY=nginx audits each page through deploy/nginx.conf on loopback (HTTPS and HTTP/2, as a school
//   serves it; see docs/DEPLOY.md) instead of the server's own plain HTTP/1.1, where the phone profile's connection
//   fetches at most six files at a time and a page's forty small chunks queue in waves of a round trip each.
//   LIGHTHOUSE_PAGES=/dashboard,/jenga audits only those pages; LIGHTHOUSE_SAVE=<folder> writes each run's report
//   (JSON) there, to read where the time went (its trace's network requests and the simulated timings).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../src/server/db/demo-people";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../src/server/testing/server-process";
import { type NginxInFront, startNginxInFront } from "../src/server/testing/nginx-in-front";
import { median, reportFigure } from "./support/figures";

const WEB_DIST = path.resolve(process.env.WEB_DIST ?? "dist/web");
const BASELINE_DIST = process.env.BASELINE_DIST ? path.resolve(process.env.BASELINE_DIST) : undefined;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VISITS = (process.env.LIGHTHOUSE_VISITS ?? "cold").split(",").map((v) => v.trim()) as Visit[];
const SAVE = process.env.LIGHTHOUSE_SAVE ? path.resolve(process.env.LIGHTHOUSE_SAVE) : undefined;
const PROXY = process.env.LIGHTHOUSE_PROXY === "nginx";
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
const PAGES = [
  { path: "/", signedIn: false, performance: 95 },
  { path: "/dashboard", signedIn: true, performance: 90 },
  { path: "/jenga", signedIn: true, performance: 90 },
  { path: "/spikeball-dashboard", signedIn: true, performance: 90 },
  { path: "/sports-lower-third-match-1", signedIn: false, performance: 90 },
].filter((page) => !ONLY || ONLY.includes(page.path));
type Visit = "cold" | "second";
/** How long the first visit of a second-visit audit stays open: the app registers its worker 3 s after load. */
const FIRST_VISIT_MS = 12_000;
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const METRICS = [
  { audit: "largest-contentful-paint", name: "LCP", unit: "ms", max: 2500 },
  { audit: "total-blocking-time", name: "TBT", unit: "ms", max: 200 },
  { audit: "cumulative-layout-shift", name: "CLS", unit: "", max: 0.05 },
] as const;

type Audited = { scores: Record<string, number>; metrics: Record<string, number>; losses: string[] };

/** Signs the demo student in on the server itself (`base`), as a page at `origin` would. */
async function signInCookie(base: string, origin: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_STUDENTS[0]!.email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`the demo student could not sign in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.split("=")[0]!.endsWith("session_token"));
  if (!cookie) throw new Error("no session cookie after sign-in");
  return cookie;
}

/** One Lighthouse run on one page: its category scores, its timings, and what cost it points. */
async function audit(
  port: number,
  url: string,
  cookie: string | undefined,
  visit: Visit,
  saveAs: string | undefined,
): Promise<Audited> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { cookie } : undefined,
    disableStorageReset: visit === "second",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (saveAs) fs.writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map((m) => [m.name, lhr.audits[m.audit]?.numericValue ?? NaN]));
  const losses = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const found = lhr.audits[ref.id];
      return found && found.score !== null && found.score < 0.9 && ref.weight > 0
        ? [`${found.title}${found.displayValue ? `: ${found.displayValue}` : ""}`]
        : [];
    }),
  );
  return { scores, metrics, losses };
}

/**
 * The first visit of a second-visit audit: a Lighthouse load from clean storage that stays open FIRST_VISIT_MS after
 * the page's load, so that the app registers its service worker and the worker installs.
 */
async function firstVisit(port: number, url: string, cookie: string | undefined) {
  await lighthouse(url, {
    port,
    logLevel: "error",
    onlyAudits: ["first-contentful-paint"],
    extraHeaders: cookie ? { cookie } : undefined,
    pauseAfterLoadMs: FIRST_VISIT_MS,
  });
}

/**
 * A build under audit: its server (with the demo data), nginx in front of it with LIGHTHOUSE_PROXY, the address the
 * pages are opened at, and a demo student's session there.
 */
type Build = {
  webDist: string;
  baseline: boolean;
  server: ServerProcess;
  front?: NginxInFront;
  base: string;
  dataDir: string;
  cookie: string;
};

async function startBuild(webDist: string, baseline: boolean): Promise<Build> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-lighthouse-"));
  const frontPort = PROXY ? await freePort() : undefined;
  const base = frontPort ? `https://127.0.0.1:${frontPort}` : undefined;
  const server = await startServerProcess(
    await freePort(),
    {
      DATA_DIR: dataDir,
      DEMO_DATA: "1",
      WEB_DIST: webDist,
      ...(base ? { PUBLIC_URL: base, TRUST_PROXY: "1" } : {}),
    },
    { readyTimeoutMs: 180_000 },
  );
  const front = frontPort
    ? await startNginxInFront([Number(new URL(server.base).port)], { port: frontPort })
    : undefined;
  const pagesBase = front?.base ?? server.base;
  return {
    webDist,
    baseline,
    server,
    front,
    base: pagesBase,
    dataDir,
    cookie: await signInCookie(server.base, pagesBase),
  };
}

async function stopBuild(build: Build) {
  await build.front?.stop();
  await stopServerProcess(build.server);
  fs.rmSync(build.dataDir, { recursive: true, force: true });
}

/** Reports one page's medians for one build; returns whether every target was met (always true for a baseline). */
function reportPage(build: Build, page: (typeof PAGES)[number], visit: Visit, runs: Audited[]): boolean {
  let met = true;
  const suffix = build.baseline ? " (baseline)" : "";
  const visitSuffix = visit === "second" ? " second visit" : "";
  console.log(`${page.path}${page.signedIn ? " (signed in)" : ""}${visitSuffix}${suffix}`);
  const figure = (measure: string, value: number, unit: string, target: string, ok: boolean) => {
    if (!build.baseline && !ok) met = false;
    reportFigure({
      bench: "lighthouse",
      measure: `${page.path}${visitSuffix} ${measure}${suffix}`,
      value,
      unit,
      ...(build.baseline ? {} : { target, met: ok }),
    });
  };
  for (const category of CATEGORIES) {
    const score = median(runs.map((r) => r.scores[category]!));
    const target = category === "performance" ? page.performance : category === "accessibility" ? 100 : 95;
    figure(category, score, "", target === 100 ? "100" : `≥ ${target}`, score >= target);
  }
  for (const metric of METRICS) {
    const value = median(runs.map((r) => r.metrics[metric.name]!));
    const shown = metric.unit === "ms" ? Math.round(value) : Math.round(value * 1000) / 1000;
    figure(
      metric.name,
      shown,
      metric.unit,
      `≤ ${metric.max}${metric.unit ? ` ${metric.unit}` : ""}`,
      value <= metric.max,
    );
  }
  // What cost points in any run, so the person reading knows where to look.
  for (const loss of new Set(runs.flatMap((r) => r.losses))) console.log(`      ${loss}`);
  return met;
}

/**
 * Audits every page of every build RUNS times, the builds' runs alternating (the baseline's first), so that a busy
 * moment of a shared machine falls on both; reports the medians. Returns whether every target was met.
 */
async function auditBuilds(builds: Build[], port: number): Promise<boolean> {
  let met = true;
  for (const build of builds) {
    const suffix = build.baseline ? " (baseline)" : "";
    const through = PROXY ? ", through nginx (HTTPS, HTTP/2)" : "";
    console.log(`Lighthouse (mobile profile), ${RUNS} runs per page, medians, of ${build.webDist}${suffix}${through}`);
  }
  for (const visit of VISITS)
    for (const page of PAGES) {
      const url = (build: Build) => `${build.base}${page.path}`;
      const cookie = (build: Build) => (page.signedIn ? build.cookie : undefined);
      if (visit === "second") for (const build of builds) await firstVisit(port, url(build), cookie(build));
      const runs = new Map<Build, Audited[]>(builds.map((build) => [build, []]));
      for (let run = 0; run < RUNS; run++)
        for (const build of builds) {
          const name = `${build.baseline ? "before" : "after"}-${visit}${page.path.replaceAll("/", "_")}-${run + 1}.json`;
          runs.get(build)!.push(await audit(port, url(build), cookie(build), visit, SAVE && path.join(SAVE, name)));
        }
      for (const build of builds) if (!reportPage(build, page, visit, runs.get(build)!)) met = false;
    }
  return met;
}

async function main() {
  for (const dist of [WEB_DIST, BASELINE_DIST]) {
    if (dist && !fs.existsSync(path.join(dist, "index.html")))
      throw new Error(`no built app in ${dist}: run npm run build`);
  }
  if (SAVE) fs.mkdirSync(SAVE, { recursive: true });
  const builds: Build[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-quic",
      // nginx's certificate is made for this run (LIGHTHOUSE_PROXY).
      ...(PROXY ? ["--ignore-certificate-errors"] : []),
    ],
  });
  try {
    if (BASELINE_DIST) builds.push(await startBuild(BASELINE_DIST, true));
    builds.push(await startBuild(WEB_DIST, false));
    const met = await auditBuilds(builds, chrome.port);
    if (!met) console.log("Some Lighthouse targets were not met (see above).");
  } finally {
    chrome.kill();
    for (const build of builds) await stopBuild(build);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
