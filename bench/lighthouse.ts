// Lighthouse (mobile profile: a mid-range phone on a throttled connection) on the pages students and stream
// operators open most, against the built app served by the real server with the demo data, in Debian's Chromium.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95. Signed-in pages are audited with a demo
// student's session cookie.
//   Needs a built app (`npm run build`; WEB_DIST to use another folder) and CHROMIUM_PATH or /usr/bin/chromium.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../src/server/db/demo-students";
import { freePort, startServerProcess, stopServerProcess } from "../src/server/testing/server-process";
import { reportFigure } from "./support/figures";

const WEB_DIST = path.resolve(process.env.WEB_DIST ?? "dist/web");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = [
  { path: "/", signedIn: false },
  { path: "/dashboard", signedIn: true },
  { path: "/jenga", signedIn: true },
  { path: "/spikeball-dashboard", signedIn: true },
  { path: "/sports-lower-third-match-1", signedIn: false },
];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95 } as const;

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

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, "index.html")))
    throw new Error(`no built app in ${WEB_DIST}: run npm run build`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-lighthouse-"));
  const server = await startServerProcess(
    await freePort(),
    { DATA_DIR: dataDir, DEMO_DATA: "1", WEB_DIST },
    { readyTimeoutMs: 180_000 },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic"],
  });
  let failed = false;
  try {
    const cookie = await signInCookie(server.base);
    console.log(`Lighthouse (mobile profile) on ${PAGES.length} pages of the built app`);
    for (const page of PAGES) {
      const result = await lighthouse(`${server.base}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(TARGETS),
        extraHeaders: page.signedIn ? { cookie } : undefined,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      console.log(`${page.path}${page.signedIn ? " (signed in)" : ""}`);
      for (const [category, target] of Object.entries(TARGETS)) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        reportFigure({
          bench: "lighthouse",
          measure: `${page.path} ${lhr.categories[category]?.title ?? category}`,
          value: score,
          unit: "",
          target: target === 100 ? "100" : `≥ ${target}`,
          met: score >= target,
        });
        if (score < target) {
          failed = true;
          // What cost the points, so the person reading knows where to look.
          const refs = lhr.categories[category]?.auditRefs ?? [];
          for (const ref of refs) {
            const audit = lhr.audits[ref.id];
            if (audit && audit.score !== null && audit.score < 0.9 && ref.weight > 0)
              console.log(`      ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""}`);
          }
        }
      }
      for (const metric of ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"]) {
        const audit = lhr.audits[metric];
        if (audit?.displayValue) console.log(`    ${audit.title}: ${audit.displayValue}`);
      }
    }
  } finally {
    chrome.kill();
    await stopServerProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) console.log("Some Lighthouse targets were not met (see above).");
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
