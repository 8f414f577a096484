// Which elements move while the signed-in dashboard loads: every layout-shift entry with its sources, on a 360 px
// phone screen against the built app with the demo data. A diagnosis aid for bench/web-vitals.ts's CLS figure.
//   WEB_DIST=<built app> npx tsx bench/cls-probe.ts [path]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../src/server/db/demo-students";
import { freePort, startServerProcess, stopServerProcess } from "../src/server/testing/server-process";

const WEB_DIST = path.resolve(process.env.WEB_DIST ?? "dist/web");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const target = process.argv[2] ?? "/";

const OBSERVER = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((s) => {
          const n = s.node;
          const label = !n ? "?" : n.nodeType === 1
            ? n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + "." + String(n.className).slice(0, 80) + " «" + (n.textContent || "").trim().slice(0, 50) + "»"
            : "#text «" + (n.textContent || "").trim().slice(0, 50) + "»";
          return label + " " + JSON.stringify(s.previousRect) + " -> " + JSON.stringify(s.currentRect);
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-cls-"));
  const server = await startServerProcess(
    await freePort(),
    { DATA_DIR: dataDir, DEMO_DATA: "1", WEB_DIST },
    { readyTimeoutMs: 180_000 },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const base = server.base;
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_STUDENTS[0]!.email, password: DEMO_PASSWORD }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.split("=")[0]!.endsWith("session_token"))!;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const eq = cookie.indexOf("=");
    await context.addCookies([{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: base }]);
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    await page.goto(`${base}${target}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const shifts = (await page.evaluate("window.__shifts")) as Array<{ at: number; value: number; sources: string[] }>;
    let total = 0;
    for (const shift of shifts) {
      total += shift.value;
      console.log(`${shift.at} ms  +${shift.value.toFixed(4)}`);
      for (const source of shift.sources) console.log(`    ${source}`);
    }
    console.log(`sum of layout shifts: ${total.toFixed(4)}`);
  } finally {
    await browser.close();
    await stopServerProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
