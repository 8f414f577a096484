// Privacy for minors in the browser, against the real server: a student downloads their data as JSON and deletes
// their account (signed out, back home), and an admin deletes an account from the console's Users tab.
import fs from "node:fs/promises";
import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedStudent, signInThroughApi, uniqueEmail } from "./support/accounts";
import { projectContext } from "./support/contexts";
import { expectNoHorizontalScroll } from "./support/layout";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

async function studentPage(browser: Browser, testInfo: TestInfo, baseURL: string, label: string) {
  const context = await projectContext(browser, testInfo);
  const student = await createConfirmedStudent(context.request, baseURL, {
    email: uniqueEmail(label),
    fullName: `${label} ${testInfo.project.name} Privacy`,
  });
  await signInThroughApi(context.request, baseURL, student);
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByText(student.email).first()).toBeVisible();
  return { page, context, ...student };
}

const yourData = (page: Page) => page.getByRole("region", { name: "Your data" });

test("a student downloads their data as JSON, then deletes their account and is signed out", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const student = await studentPage(browser, testInfo, baseURL!, "ines");
  const { page } = student;
  const card = yourData(page);
  await card.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await card.screenshot({ path: testInfo.outputPath("your-data-card.png") });

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cohort-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path())!, "utf8")) as { profile: { email: string } };
  expect(data.profile.email).toBe(student.email);

  await card.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("delete-my-account-dialog.png") });

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("button", { name: "Delete my account" })).toBeFocused();

  await card.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByLabel("Your password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not right. Your account was not deleted.")).toBeVisible();
  await expect(dialog.getByLabel("Your password")).toBeFocused();

  await dialog.getByLabel("Your password").fill(student.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Your account and all your data have been deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(student.email)).toHaveCount(0);
  expect((await student.context.request.get("/api/accounts/me")).status()).toBe(401);
  // The account is gone: signing in again is refused.
  const again = await student.context.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL!).origin },
    data: { email: student.email, password: student.password },
  });
  expect(again.status()).toBe(401);
  await student.context.close();
});

test("an admin deletes a student's account from the console's Users tab", async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const student = await studentPage(browser, testInfo, baseURL!, "theo");

  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL!, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const admin = await context.newPage();
  await admin.goto("/admin/dashboard");
  await admin.getByRole("tab", { name: "Users", exact: true }).click();
  await admin.getByLabel("Search by email or name").fill(student.email);
  const trigger = admin.getByRole("button", { name: `Delete account ${student.email}` });
  await admin
    .getByRole("list", { name: "Users" })
    .getByRole("listitem")
    .first()
    .screenshot({
      path: testInfo.outputPath("admin-user-row.png"),
    });
  await trigger.click();
  const dialog = admin.getByRole("dialog", { name: "Delete account?" });
  await expect(dialog).toContainText(student.email);
  await expectNoA11yViolations(admin);
  await admin.screenshot({ path: testInfo.outputPath("admin-delete-dialog.png") });
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(toast(admin, "Account deleted")).toBeVisible();
  await expect(admin.getByRole("list", { name: "Users" })).toContainText("No users match.");
  // The admin cannot delete their own account from the console.
  await admin.getByLabel("Search by email or name").fill(ADMIN_EMAIL);
  await expect(admin.getByRole("button", { name: `Moderate ${ADMIN_EMAIL}` })).toBeVisible();
  await expect(admin.getByRole("button", { name: `Delete account ${ADMIN_EMAIL}` })).toHaveCount(0);

  // The student's open page is signed out: its next request finds no session.
  expect((await student.context.request.get("/api/accounts/me")).status()).toBe(401);
  await student.page.reload();
  await expect(student.page.getByText(student.email)).toHaveCount(0);
  await context.close();
  await student.context.close();
});
