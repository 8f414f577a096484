// The account page, as a student uses it: reached from the dashboard, it lists where the account is signed in (here a
// second browser too), signs one device out, and changes the password, which signs every other device out. Every step
// goes through the page's own forms and buttons; the second browser finds out at its next step.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { createConfirmedStudent, uniqueEmail } from "./support/accounts";
import { projectContext } from "./support/contexts";
import { expectNoHorizontalScroll } from "./support/layout";
import { signInThroughForm } from "./support/sign-in";

const NEW_PASSWORD = "Quiet-Harbor-Lights-27";

/** A toast whose title is exactly `title`. */
function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toaster]").getByText(title, { exact: true }).first();
}

/** The rows of "Where You're Signed In". */
function sessionRows(page: Page) {
  return page.getByRole("list", { name: "Where You're Signed In" }).getByRole("listitem");
}

/** The second browser's next step (opening a signed-in page) shows the sign-in form: its session has ended. */
async function expectSignedOut(other: Page) {
  await other.goto("/account");
  await expect(other).toHaveURL(/\/auth\?/);
  await expect(other.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
}

test("a student changes the password and signs other devices out from the account page", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await playwright.request.newContext({ baseURL });
  const student = await createConfirmedStudent(setup, baseURL!, { email: uniqueEmail("account") });
  await setup.dispose();

  await signInThroughForm(page, student);
  let otherContext: BrowserContext = await projectContext(browser, testInfo);
  let other = await otherContext.newPage();
  await signInThroughForm(other, student);

  // From the dashboard to the account page: both browsers are listed, this one marked.
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(2);
  await expect(sessionRows(page).first()).toContainText("This device");
  await expect(sessionRows(page).first()).toContainText(/Last active today/);
  await expectNoA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // Sign the other browser out.
  await page.getByRole("button", { name: /^Sign Out of / }).click();
  await expect(toast(page, "Signed out of that device")).toBeVisible();
  await expect(sessionRows(page)).toHaveCount(1);
  await expect(page.getByText("You are not signed in anywhere else.")).toBeVisible();
  await expectSignedOut(other);

  // It signs in again; then a wrong current password is refused under its field, and changes nothing.
  await other.getByLabel("Email", { exact: true }).fill(student.email);
  await other.getByLabel("Password", { exact: true }).fill(student.password);
  await other.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await page.reload();
  await expect(sessionRows(page)).toHaveCount(2);

  await page.getByLabel("Current Password").fill("Not-My-Password-1");
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("The current password is not correct")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);
  await expect(sessionRows(page)).toHaveCount(2);

  // The right one: changed, this browser stays signed in, the other one is signed out.
  await page.getByLabel("Current Password").fill(student.password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(toast(page, "Password changed")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveValue("");
  await expect(sessionRows(page)).toHaveCount(1);
  await expectSignedOut(other);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();

  // The new password opens the account in a fresh browser; the old one does not.
  await otherContext.close();
  otherContext = await projectContext(browser, testInfo);
  other = await otherContext.newPage();
  await other.goto("/?mode=signin");
  await other.getByLabel("Email", { exact: true }).fill(student.email);
  await other.getByLabel("Password", { exact: true }).fill(student.password);
  await other.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(other.locator("[data-sonner-toaster]").getByText("Error signing in")).toBeVisible();
  await signInThroughForm(other, { email: student.email, password: NEW_PASSWORD });
  await otherContext.close();
});
