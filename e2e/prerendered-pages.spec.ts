// The public pages rendered at build time (docs/decisions/024): their HTML paints without any script, the app takes
// that markup over without replacing it, and a signed-in student is never sent the landing page.
import { expect, test } from "@playwright/test";
import { createConfirmedStudent, uniqueEmail } from "./support/accounts";
import { projectContext } from "./support/contexts";
import { signInThroughForm, untilTheAppTookOver } from "./support/sign-in";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";

const PAGES = [
  { path: "/", heading: APP_NAME, title: `${APP_NAME} | for students, by students` },
  { path: "/terms", heading: "Terms of Service", title: `Terms of Service | ${APP_NAME}` },
  { path: "/privacy", heading: "Privacy Policy", title: `Privacy Policy | ${APP_NAME}` },
  { path: "/no-such-page", heading: "404", title: `Page not found | ${APP_NAME}` },
];

for (const { path, heading, title } of PAGES) {
  test(`${path} shows its heading and title with JavaScript turned off`, async ({ browser }, testInfo) => {
    const context = await projectContext(browser, testInfo, { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(await response!.text()).toContain(`>${heading}</h1>`);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await context.close();
  });
}

for (const { path } of PAGES) {
  test(`the app takes ${path}'s markup over as it is, with no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // The 404 page comes with status 404, which Chromium reports as a failed load of the page itself.
      const pageOwnStatus = message.location().url.endsWith(path) && message.text().includes("status of 404");
      if (message.type() === "error" && !pageOwnStatus) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The heading the server sent, kept before any script runs: hydration keeps the same element.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector("h1");
      });
    });
    await page.goto(path);
    await untilTheAppTookOver(page);

    const kept = await page.evaluate(() => (window as unknown as { sentHeading: Element }).sentHeading.isConnected);
    expect(kept).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("the landing page's links switch in place once the app took over", async ({ page }) => {
  await page.goto("/");
  await untilTheAppTookOver(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a visitor who scrolled down to a link while the app was starting stays there, and the link works", async ({
  page,
}) => {
  // The app's code is held back until the visitor has scrolled to the footer: on a phone's connection, seconds.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms" });
  await terms.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  releaseScripts();
  await untilTheAppTookOver(page);
  // Taking the markup over leaves the page where the visitor put it (it used to jump to the top, so a tap on the
  // footer landed on whatever the top of the page had there).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  const box = (await terms.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
});

test("a link tapped before the app has started opens its page", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test("a signed-in student who reloads / gets the dashboard and never the landing page", async ({
  page,
  request,
  baseURL,
}) => {
  const student = await createConfirmedStudent(request, baseURL!, { email: uniqueEmail("prerender") });
  await signInThroughForm(page, student);
  // Whether the landing page's heading was ever in the document, from the first byte of the next load on.
  await page.addInitScript(() => {
    const seen = () => document.getElementById("hero-title") !== null;
    const flag = window as unknown as { landingShown: boolean };
    flag.landingShown = false;
    new MutationObserver(() => {
      if (seen()) flag.landingShown = true;
    }).observe(document, { childList: true, subtree: true });
  });

  const response = await page.reload();
  const html = await response!.text();
  expect(html).not.toContain("data-prerendered");
  expect(html).not.toContain('id="hero-title"');
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back!" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { landingShown: boolean }).landingShown)).toBe(false);
});
