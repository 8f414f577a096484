// The installable app: the web app manifest and its icons, the service worker, what it caches (never an /api/
// answer, which belongs to one user) and the app shell it serves offline.
import { expect, type Page, test } from "@playwright/test";
import { createConfirmedStudent, signInThroughApi } from "./support/accounts";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";
/** The starfield theme's background (src/web/styles.css). */
const THEME_COLOR = "#050816";

// The rest of the suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: "allow" });

type WebAppManifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until a service worker is active and controls the page (after a reload, since it does not claim pages). */
async function controlledBySw(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
}

/** Every URL in every Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe("the installable app", () => {
  test("links a valid web app manifest with real PNG icons", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();

    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/application\/manifest\+json|application\/json/);
    const manifest = (await response.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: APP_NAME,
      short_name: APP_NAME,
      start_url: "/",
      display: "standalone",
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
    });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", THEME_COLOR);

    const wanted = [
      { sizes: "192x192", purpose: "any" },
      { sizes: "512x512", purpose: "any" },
      { sizes: "512x512", purpose: "maskable" },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? "any").split(" ").includes(purpose));
      expect(icon, `an icon ${sizes} for ${purpose}`).toBeDefined();
      expect(icon!.type).toBe("image/png");
      const image = await request.get(icon!.src);
      expect(image.ok()).toBe(true);
      expect(image.headers()["content-type"]).toBe("image/png");
      const [width, height] = sizes.split("x").map(Number);
      expect(pngSize(await image.body())).toEqual({ width, height });
    }
  });

  test("registers a service worker under the server's security policy", async ({ page }) => {
    // A refused worker or manifest shows as a console error ("Refused to ...", or main.tsx's own message).
    const errors: string[] = [];
    page.on("console", (message) => {
      if (/security policy|refused|service worker/i.test(message.text())) errors.push(message.text());
    });
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");

    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
    });
    expect(registration.scope).toBe(new URL("/", page.url()).href);
    expect(registration.script).toBe(new URL("/sw.js", page.url()).href);
    expect(errors).toEqual([]);
  });

  test("caches the app shell but never an /api/ answer", async ({ page, context, baseURL }) => {
    const student = await createConfirmedStudent(context.request, baseURL!);
    await signInThroughApi(context.request, baseURL!, student);
    await page.goto("/");
    await controlledBySw(page);

    // The dashboard calls the API (the session, today's schedule, ...) through the worker; so does an explicit fetch.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
    const me = await page.evaluate(async () => (await fetch("/api/accounts/me")).status);
    expect(me).toBe(200);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();

    const urls = await cachedUrls(page);
    // The precache holds the shell and hashed assets: the check below looks at real caches, not empty ones.
    expect(urls).toContainEqual(expect.stringMatching(/\/index\.html(\?|$)/));
    expect(urls).toContainEqual(expect.stringMatching(/\/assets\/.+\.js(\?|$)/));
    expect(urls.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
  });

  test("opens a page offline from the cached shell", async ({ page, context }) => {
    await page.goto("/");
    await controlledBySw(page);

    await context.setOffline(true);
    try {
      await page.goto("/privacy");
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
