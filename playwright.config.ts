// Browser tests run in Debian's Chromium against the real server on a fresh data folder.
import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./e2e/support/accounts";
import { e2eDataDir, e2ePort } from "./e2e/support/server";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install Debian's package with ` +
      "`sudo apt-get install chromium`, or point CHROMIUM_PATH at a Chromium binary.",
  );
}

const port = e2ePort();
const baseURL = `http://127.0.0.1:${port}`;
// One data folder per port, so two runs on different ports (E2E_PORT) never share a database.
const dataDir = e2eDataDir();

export default defineConfig({
  testDir: "e2e",
  // Per port, like the data folder: a run empties its output folder when it starts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // In CI a test that fails is run once more: one that then passes is reported as flaky (and named by
  // scripts/ci-summary.mjs), one that fails twice fails the run. Locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A condition the page reaches "soon": on a shared 2-core CI machine, soon can be slower than on a laptop.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    // Recording a trace costs every test its snapshots; in CI only the retry of a failed test records one (and a
    // failure that repeats is the one worth reading). Locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The offline app's service worker downloads every page's code into its cache on a first visit: a second or two
    // of CPU in each new context. Only e2e/pwa.spec.ts, which tests it, lets it run.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      // Root in a container, and a closed network: without these Chromium stalls on connections to closed hosts.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Chromium preloads its omnibox popups (web pages of their own) for every new window, even headless: a
        // second of CPU per browser context, which a suite that opens hundreds of contexts cannot afford.
        "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // Every page and tab is checked on the phone by e2e/a11y.spec.ts (axe, fit, tap targets). These files test
      // what no screen size changes: markup that must stay inert, the service worker (and its pushes), the 1920x1080 OBS
      // scoreboards (whose control centre's phone layout the sweep covers), and the first run's server of its own
      // (the sweep checks /setup on the phone), and what a first visit downloads (the same on any screen).
      testIgnore: [
        "**/xss.spec.ts",
        "**/pwa.spec.ts",
        "**/push.spec.ts",
        "**/broadcast.spec.ts",
        "**/first-run.spec.ts",
        "**/bundle-budget.spec.ts",
      ],
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx src/server/main.ts`,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // The admin account the accounts tests sign in with (created confirmed at start).
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Every test signs up and signs in from 127.0.0.1, in two projects: raise the per-IP and per-account limits.
      AUTH_RATE_LIMIT_SCALE: "20",
      // The built browser app; a separate build folder lets parallel runs rebuild without overwriting each other.
      WEB_DIST: process.env.WEB_DIST ?? "./dist/web",
      // The lower-third generator's PIN gate (e2e/broadcast.spec.ts enters it).
      LOWER_THIRD_PIN: "2468",
      // e2e/push.spec.ts stands in for the browser's push service with a plain-http one on loopback.
      PUSH_ALLOW_HTTP_ENDPOINTS: "1",
    },
  },
});
