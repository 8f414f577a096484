// pa11y's engine (HTML_CodeSniffer, e2e/htmlcs.ts) beside axe on the main pages, at WCAG 2.1 AA with no errors:
// the public pages, a student's dashboard after signing in through the landing page's form, and every tab of the
// admin console after the admin login. The toggle switches (Galaxy Background, the push choices, Signup Control)
// are on these pages: they had no name for this engine (H91.Button.Name, issue 36).
import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { expectNoHtmlcsErrors } from "./htmlcs";
import { createConfirmedStudent, uniqueEmail } from "./support/accounts";
import { signInAtAdminLogin, signInThroughForm, untilTheAppTookOver } from "./support/sign-in";
import { CONSOLE_TABS } from "../src/web/features/admin/panel-ids";

test("the public pages", async ({ page }) => {
  for (const path of ["/", "/terms", "/privacy", "/admin/login", "/auth?mode=signup"]) {
    await page.goto(path);
    await untilTheAppTookOver(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoHtmlcsErrors(page);
  }
  // The landing page's Galaxy Background switch, named for every engine.
  await page.goto("/");
  await expect(page.getByRole("switch", { name: "Galaxy Background" })).toBeVisible();
});

test("a student's dashboard", async ({ page, playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const student = await createConfirmedStudent(setup, baseURL!, { email: uniqueEmail("htmlcs") });
  await setup.dispose();
  await signInThroughForm(page, student);
  await expectNoHtmlcsErrors(page);
  await expectNoA11yViolations(page);
});

test("every tab of the admin console", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAtAdminLogin(page);
  for (const { label: tab } of CONSOLE_TABS) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page.getByRole("tabpanel", { name: tab })).toBeVisible();
    await expectNoHtmlcsErrors(page);
  }
  await expect(page.getByRole("switch", { name: "Allow new sign-ups" })).toBeVisible();
});
