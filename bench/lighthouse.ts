// Lighthouse (mobile profile: a mid-range phone on a throttled connection) on the pages students and stream
// operators open most, against the built app served by the real server with the demo data, in Debian's Chromium.
// Each page is audited LIGHTHOUSE_RUNS times (3 by default) and the medians are reported. Targets (issue 23):
// performance ≥ 95 on `/` and ≥ 90 elsewhere, accessibility 100, best practices ≥ 95, largest contentful paint
// ≤ 2.5 s, total blocking time ≤ 200 ms, layout shift ≤ 0.05. Signed-in pages are audited with a demo student's
// session cookie.
//   Needs a built app (`npm run build`; WEB_DIST to use another folder) and CHROMIUM_PATH or /usr/bin/chromium.
//   BASELINE_DIST=<folder of another build> audits that build too, in the same run and on the same machine, and
//   prints its figures beside (marked "baseline", without targets): a before and after of a change to the app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../src/server/db/demo-people";
import { freePort, startServerProcess, stopServerProcess } from "../src/server/testing/server-process";
import { reportFigure } from "./support/figures";

const WEB_DIST = path.resolve(process.env.WEB_DIST ?? "dist/web");
const BASELINE_DIST = process.env.BASELINE_DIST ? path.resolve(process.env.BASELINE_DIST) : undefined;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = [
  { path: "/", signedIn: false, performance: 95 },
  { path: "/dashboard", signedIn: true, performance: 90 },
  { path: "/jenga", signedIn: true, performance: 90 },
  { path: "/spikeball-dashboard", signedIn: true, performance: 90 },
  { path: "/sports-lower-third-match-1", signedIn: false, performance: 90 },
];
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const METRICS = [
  { audit: "largest-contentful-paint", name: "LCP", unit: "ms", max: 2500 },
  { audit: "total-blocking-time", name: "TBT", unit: "ms", max: 200 },
  { audit: "cumulative-layout-shift", name: "CLS", unit: "", max: 0.05 },
] as const;

type Audited = { scores: Record<string, number>; metrics: Record<string, number>; losses: string[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function signInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
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
async function audit(port: number, url: string, cookie: string | undefined): Promise<Audited> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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

/** Audits every page of one build RUNS times and reports the medians; returns whether every target was met. */
async function auditBuild(webDist: string, chrome: chromeLauncher.LaunchedChrome, baseline: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-lighthouse-"));
  const server = await startServerProcess(
    await freePort(),
    { DATA_DIR: dataDir, DEMO_DATA: "1", WEB_DIST: webDist },
    { readyTimeoutMs: 180_000 },
  );
  let met = true;
  try {
    const cookie = await signInCookie(server.base);
    const suffix = baseline ? " (baseline)" : "";
    console.log(`Lighthouse (mobile profile), ${RUNS} runs per page, medians, of ${webDist}${suffix}`);
    for (const page of PAGES) {
      const runs: Audited[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(chrome.port, `${server.base}${page.path}`, page.signedIn ? cookie : undefined));
      }
      console.log(`${page.path}${page.signedIn ? " (signed in)" : ""}${suffix}`);
      const figure = (measure: string, value: number, unit: string, target: string, ok: boolean) => {
        if (!baseline && !ok) met = false;
        reportFigure({
          bench: "lighthouse",
          measure: `${page.path} ${measure}${suffix}`,
          value,
          unit,
          ...(baseline ? {} : { target, met: ok }),
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
    }
  } finally {
    await stopServerProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return met;
}

async function main() {
  for (const dist of [WEB_DIST, BASELINE_DIST]) {
    if (dist && !fs.existsSync(path.join(dist, "index.html")))
      throw new Error(`no built app in ${dist}: run npm run build`);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic"],
  });
  try {
    if (BASELINE_DIST) await auditBuild(BASELINE_DIST, chrome, true);
    const met = await auditBuild(WEB_DIST, chrome, false);
    if (!met) console.log("Some Lighthouse targets were not met (see above).");
  } finally {
    chrome.kill();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
