// What an administrator meets in the console and on /jenga/admin (issue 36 item 7), signed in at the admin login
// form, while other contexts change things through the API: a finished Jenga game offers no Approve or Reject for a
// request still pending; deleting a notification asks first and every action says what it did; the Users tab's
// filters line up; Recent Activity folds a burst of identical events into one line.
import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
} from "./support/accounts";
import { uniqueEmail } from "./support/accounts";
import { projectContext } from "./support/contexts";
import { signInAtAdminLogin } from "./support/sign-in";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

async function post(request: APIRequestContext, baseURL: string, url: string, data?: unknown) {
  const response = await request.post(url, { headers: originHeaders(baseURL), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json().catch(() => undefined);
}

async function apiAdmin(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return context;
}

async function apiStudent(browser: Browser, testInfo: TestInfo, baseURL: string, fullName: string) {
  const context = await projectContext(browser, testInfo);
  const account = await createConfirmedStudent(context.request, baseURL, { email: uniqueEmail("rough"), fullName });
  await signInThroughApi(context.request, baseURL, account);
  const { user } = (await (await context.request.get("/api/accounts/me")).json()) as { user: { id: string } };
  return { context, id: user.id, ...account };
}

test("a finished Jenga game offers no Approve or Reject for a request still pending", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const name = `Done Tower ${suffix}`;
  const admin = await apiAdmin(browser, testInfo, baseURL!);
  const ana = await apiStudent(browser, testInfo, baseURL!, `Ana ${suffix}`);
  const ben = await apiStudent(browser, testInfo, baseURL!, `Ben ${suffix}`);
  const late = await apiStudent(browser, testInfo, baseURL!, `Late ${suffix}`);
  const { game } = (await post(admin.request, baseURL!, "/api/jenga/admin/games", { name })) as {
    game: { id: string; gameCode: string };
  };
  for (const player of [ana, ben]) {
    await post(player.context.request, baseURL!, "/api/jenga/games/join", { code: game.gameCode });
    await post(admin.request, baseURL!, `/api/jenga/admin/games/${game.id}/players/${player.id}/approve`);
  }
  await post(late.context.request, baseURL!, "/api/jenga/games/join", { code: game.gameCode });
  await post(admin.request, baseURL!, `/api/jenga/admin/games/${game.id}/start`);
  await post(admin.request, baseURL!, `/api/jenga/admin/games/${game.id}/finish`, {
    winnerUserId: ana.id,
    loserUserId: ben.id,
  });

  await signInAtAdminLogin(page);
  await page.goto("/jenga/admin");
  await page.getByRole("tab", { name: "Manage Games" }).click();
  const card = page.locator("li").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  await expect(card.getByText("This game has already finished")).toBeVisible();
  await expect(card.getByRole("button", { name: `Approve Late ${suffix}` })).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Reject Late ${suffix}` })).toHaveCount(0);
  for (const context of [admin, ana.context, ben.context, late.context]) await context.close();
});

test("Deactivate, Activate and Delete say what they did, and Delete asks first", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const title = `Fire drill ${testInfo.project.name} ${Date.now().toString(36)}`;
  const admin = await apiAdmin(browser, testInfo, baseURL!);
  const { notification } = (await post(admin.request, baseURL!, "/api/admin/notifications", {
    title,
    message: "At 10 AM. Leave by the nearest exit.",
    type: "warning",
  })) as { notification: { id: string } };

  await signInAtAdminLogin(page);
  await page.getByRole("tab", { name: "Settings", exact: true }).click();
  const row = page.locator("li").filter({ hasText: title });
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Notification deactivated")).toBeVisible();
  await expect(row.getByText("Inactive")).toBeVisible();
  await row.getByRole("button", { name: "Activate" }).click();
  await expect(toast(page, "Notification activated")).toBeVisible();

  await row.getByRole("button", { name: `Delete notification ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${title}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Delete notification ${title}` }).click();
  await dialog.getByRole("button", { name: "Delete Notification" }).click();
  await expect(toast(page, "Notification deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await admin.request.delete(`/api/admin/notifications/${notification.id}`, {
    headers: originHeaders(baseURL!),
  });
  expect(gone.status()).toBe(404);
  await admin.close();
});

test("the Users tab's filters line up, their labels on one line", async ({ page }) => {
  await signInAtAdminLogin(page);
  await page.getByRole("tab", { name: "Users", exact: true }).click();
  const controls = ["Search by email or name", "Status", "School", "Sort by"].map((label) =>
    page.getByRole("tabpanel", { name: "Users" }).getByLabel(label, { exact: true }),
  );
  // The tab's code loads when it first opens: measure once every control is there.
  for (const control of controls) await expect(control).toBeVisible();
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  const labels = await Promise.all(
    ["Search by email or name", "Status", "School", "Sort by"].map(async (text) => {
      return (await page.locator("label", { hasText: text }).first().boundingBox())!;
    }),
  );
  // Side by side on a desktop, the four controls share their top; stacked on a phone, each label is still one line.
  if (page.viewportSize()!.width >= 1024) expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  for (const label of labels) expect(label.height).toBeLessThan(24);
});

test("Recent Activity folds a burst of messages by the administrator into one line with its count", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiAdmin(browser, testInfo, baseURL!);
  const student = await apiStudent(browser, testInfo, baseURL!, `Reader ${testInfo.project.name}`);
  for (let i = 0; i < 12; i++) {
    await post(admin.request, baseURL!, "/api/messages", { recipientId: student.id, content: `Reminder ${i + 1}` });
  }
  await signInAtAdminLogin(page);
  const feed = page.getByRole("region", { name: "Recent activity feed" });
  await expect(feed.getByText(/^\d+ times$/).first()).toBeVisible();
  const lines = await feed
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => `${item.querySelector("p")?.firstChild?.textContent}|${item.textContent?.split("·")[0]}`),
    );
  for (let i = 1; i < lines.length; i++) expect(lines[i], `line ${i + 1}`).not.toBe(lines[i - 1]);
  await admin.close();
  await student.context.close();
});
