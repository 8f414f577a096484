// The notification banner beside the header, in both projects (desktop and a 360 px phone): with two active
// notifications a student signs in through the landing page's form and signs out again, and the stack stays below
// the header (and, on a phone, within its capped height, scrolling within itself).
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
} from "./support/accounts";

const APP_NAME = process.env.VITE_APP_NAME ?? process.env.APP_NAME ?? "Cohort";

/** The stack's height on a phone: at most 11rem (notification-banner.tsx). */
const PHONE_STACK_MAX = 11 * 16;

/** A toast whose title is exactly `title`. */
function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toaster]").getByText(title, { exact: true }).first();
}

/** Fails unless the element at the centre of `locator` is `locator` itself or inside it: nothing lies over it. */
async function expectUncovered(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && element.contains(top);
      }),
    )
    .toBe(true);
}

/** The stack lies below the header and, on a phone, keeps within its cap and scrolls within itself. */
async function expectStackBelowHeader(page: Page, isPhone: boolean) {
  const stack = page.getByRole("region", { name: "School notifications" });
  // Other tests send school-wide notifications too: at least this test's two are shown.
  await expect.poll(() => stack.getByRole("status").count()).toBeGreaterThanOrEqual(2);
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await stack.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  if (isPhone) {
    expect(box.height).toBeLessThanOrEqual(PHONE_STACK_MAX + 1);
    expect(await stack.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  }
}

test.describe("the notification banner and the header", () => {
  let admin: APIRequestContext;
  const created: string[] = [];

  test.beforeEach(async ({ playwright, baseURL }, testInfo) => {
    admin = await playwright.request.newContext({ baseURL });
    await signInThroughApi(admin, baseURL!, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const label = `${testInfo.project.name} ${Date.now().toString(36)}`;
    for (const [title, type] of [
      [`Early dismissal ${label}`, "warning"],
      [`Library closed ${label}`, "info"],
    ]) {
      const response = await admin.post("/api/admin/notifications", {
        headers: originHeaders(baseURL!),
        data: { title, message: "School closes at 1 PM today. Buses leave at 1:15 PM from the front entrance.", type },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as { notification: { id: string } }).notification.id);
    }
  });

  test.afterEach(async ({ baseURL }) => {
    // They are school-wide: every other test's pages would show them.
    for (const id of created.splice(0)) {
      const removed = await admin.delete(`/api/admin/notifications/${id}`, { headers: originHeaders(baseURL!) });
      expect(removed.status(), await removed.text()).toBe(204);
    }
    await admin.dispose();
  });

  test("with two active notifications, Login, Sign In and Sign Out can be clicked and the heading is visible", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const isPhone = testInfo.project.name === "phone";
    // Created in a context of its own: the page's browser gets its session only through the form.
    const setup = await playwright.request.newContext({ baseURL });
    const student = await createConfirmedStudent(setup, baseURL!, { email: uniqueEmail("banner") });
    await setup.dispose();

    await page.goto("/");
    await expectStackBelowHeader(page, isPhone);
    const header = page.getByRole("banner");
    const login = header.getByRole("link", { name: "Login" });
    await expectUncovered(login);
    await expectUncovered(page.getByRole("link", { name: "Sign In", exact: true }));
    await login.click();

    await page.getByLabel("Email", { exact: true }).fill(student.email);
    await page.getByLabel("Password", { exact: true }).fill(student.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Success! You've been signed in")).toBeVisible();
    const heading = page.getByRole("heading", { level: 1, name: "Welcome back!" });
    await expect(heading).toBeVisible();
    await expectStackBelowHeader(page, isPhone);
    // On a desktop the stack keeps to the right of the heading; on a phone it spans the width below the header,
    // and its cap (checked above) bounds how much of the page's top it covers.
    if (!isPhone) await expectUncovered(heading);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`) });

    const signOut = header.getByRole("button", { name: "Sign Out" });
    await expectUncovered(signOut);
    await signOut.click();
    await expect(toast(page, "Signed out")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: APP_NAME })).toBeVisible();
    await expectUncovered(header.getByRole("link", { name: "Login" }));
  });
});
