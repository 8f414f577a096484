// The public pages: landing hero, legal pages, not-found, logo, the galaxy background switch, accessibility and
// the phone layout.
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { untilTheAppTookOver } from "./support/sign-in";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";

test.describe("landing page", () => {
  test("shows the hero with the app name, tagline and both ways in", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();
    await expect(page.getByText("for students, by students", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/?mode=signup");
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/?mode=signin");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(APP_NAME));
  });

  test("Get Started opens sign-up in place", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).click();

    await expect(page).toHaveURL(/\/\?mode=signup$/);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  });

  test("the footer links to the Terms and the Privacy Policy", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    await footer.getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();

    await page.goto("/");
    await footer.getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  });

  test("the Galaxy Background switch hides the starfield and is remembered after a reload", async ({ page }) => {
    // The landing page's HTML comes rendered: the switch works once the app has taken it over.
    await page.goto("/");
    await untilTheAppTookOver(page);
    const toggle = page.getByRole("switch", { name: "Galaxy Background" });
    const starfield = page.locator("canvas");

    await expect(toggle).toBeChecked();
    await expect(starfield).toHaveCount(1);
    await expect(starfield).toHaveAttribute("aria-hidden", "true");

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(starfield).toHaveCount(0);

    await page.reload();
    await untilTheAppTookOver(page);
    await expect(page.getByRole("switch", { name: "Galaxy Background" })).not.toBeChecked();
    await expect(starfield).toHaveCount(0);

    await page.getByRole("switch", { name: "Galaxy Background" }).click();
    await expect(starfield).toHaveCount(1);
  });

  test("has no horizontal scrolling on a 360 px wide phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });

  test("starts with a skip link to the main content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();

    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("legal pages", () => {
  test("the Terms of Service have 8 numbered sections, a contact section and the effective date", async ({ page }) => {
    await page.goto("/terms");

    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText(/effective date: 7\/14\/25/i)).toBeVisible();
    const numbered = page.getByRole("heading", { level: 2, name: /^\d+\. / });
    await expect(numbered).toHaveCount(8);
    for (let number = 1; number <= 8; number++) {
      await expect(numbered.nth(number - 1)).toHaveText(new RegExp(`^${number}\\. `));
    }
    await expect(page.getByRole("heading", { level: 2, name: "Contact Us" })).toBeVisible();
  });

  test("the Privacy Policy covers every required topic, children under 13 included", async ({ page }) => {
    await page.goto("/privacy");

    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    for (const topic of [
      /information we collect/i,
      /how we use/i,
      /share/i,
      /security/i,
      /retention/i,
      /rights/i,
      /cookies/i,
      /children under 13/i,
      /changes/i,
      /contact/i,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
    }
    await expect(page.getByText(/children under 13 may not use the service/i)).toBeVisible();
  });
});

test.describe("not-found page", () => {
  test("an unknown path shows 404 and Return to Home leads home", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response!.status()).toBe(404);

    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();
  });
});

test.describe("logo page", () => {
  test("shows the app name", async ({ page }) => {
    await page.goto("/logo");

    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  const pages: Array<{ path: string; ready: RegExp | string }> = [
    { path: "/", ready: APP_NAME },
    { path: "/terms", ready: "Terms of Service" },
    { path: "/privacy", ready: "Privacy Policy" },
    { path: "/setup", ready: "Setup is done" },
    { path: "/logo", ready: APP_NAME },
    { path: "/this-page-does-not-exist", ready: "404" },
  ];

  for (const { path, ready } of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: ready })).toBeVisible();

      await expectNoA11yViolations(page);
    });
  }
});
