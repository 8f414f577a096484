// The admin console in the browser, against the real server: notifications reaching an anonymous visitor live, a ban
// reaching a signed-in student live, teacher approval, the users export, the audit log, messaging both ways, live
// statistics, the guards, accessibility of every tab and the phone layout.
import fs from "node:fs/promises";
import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
  waitForMailLink,
  STUDENT_PASSWORD,
} from "./support/accounts";
import { projectContext } from "./support/contexts";
import { expectNoHorizontalScroll } from "./support/layout";
import { signInAtAdminLogin, signInThroughForm } from "./support/sign-in";
import { noticeCard } from "./support/notices";
import { CONSOLE_TABS } from "../src/web/features/admin/panel-ids";

/** A toast whose text is exactly `text` (a title or a description). */
function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

/** A label no other test (or the other project) uses. */
function unique(label: string, testInfo: TestInfo) {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

/** Resolves once the page has asked the realtime hub for `topic`, so an event published after that reaches it. */
function subscribedTo(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framesent", (frame) => {
        if (String(frame.payload).includes(`"${topic}"`)) resolve();
      }),
    );
  });
}

/** The admin's console, open and following the `admin` topic. */
async function openConsole(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const page = await context.newPage();
  const live = subscribedTo(page, "admin");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await live;
  return page;
}

/** A confirmed student, signed in in a context of their own, with their user id. */
async function studentContext(browser: Browser, testInfo: TestInfo, baseURL: string, fullName: string) {
  const context = await projectContext(browser, testInfo);
  const student = await createConfirmedStudent(context.request, baseURL, { email: uniqueEmail("admin-e2e"), fullName });
  await signInThroughApi(context.request, baseURL, student);
  const me = await context.request.get("/api/accounts/me");
  const { user } = (await me.json()) as { user: { id: string } };
  return { context, ...student, id: user.id };
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** The Audit Log's entries (on the Overview tab). */
function auditEntries(page: Page) {
  return page.getByRole("list", { name: "Admin actions, newest first" }).locator(":scope > li");
}

test.describe("global notifications", () => {
  test("an admin sends one from Settings; an anonymous visitor sees it appear live and dismisses it for good", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const title = unique("Early dismissal", testInfo);
    const visitorContext = await projectContext(browser, testInfo);
    const visitor = await visitorContext.newPage();
    const visitorLive = subscribedTo(visitor, "notifications");
    await visitor.goto("/");
    await visitorLive;

    const admin = await openConsole(browser, testInfo, baseURL!);
    await openTab(admin, "Settings");
    const settings = admin.getByRole("tabpanel", { name: "Settings" });
    const send = settings.getByRole("button", { name: "Send Notification", exact: true });
    await send.click();
    await expect(toast(admin, "Title and message are required")).toBeVisible();
    await settings.getByLabel("Title").fill(title);
    await settings.getByLabel("Message", { exact: true }).fill("School closes at 1 PM today.");
    await settings.getByLabel("Type").selectOption("warning");
    await settings.getByLabel("Expires in (hours, optional)").fill("2");
    await send.click();
    await expect(toast(admin, "Notification sent to all users")).toBeVisible();

    // No reload: the banner follows the public `notifications` topic.
    const card = await noticeCard(visitor, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText("School closes at 1 PM today.");
    await expectNoA11yViolations(visitor);
    await visitor.getByRole("button", { name: `Dismiss notification: ${title}` }).click();
    await expect(card).toBeHidden();

    const reloaded = visitor.waitForResponse((r) => r.url().endsWith("/api/notifications/active") && r.ok());
    await visitor.reload();
    await reloaded;
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(card).toBeHidden();

    // The audit log names the notification and who sent it.
    await openTab(admin, "Overview");
    const entry = auditEntries(admin).filter({ hasText: title }).first();
    await expect(entry).toContainText("Sent notification");
    await expect(entry).toContainText(`by ${ADMIN_EMAIL}`);

    // Leave no banner behind for the other tests: deactivate and delete it from the Settings list.
    const list = await admin.request.get("/api/admin/notifications?pageSize=100");
    const { notifications } = (await list.json()) as { notifications: Array<{ id: string; title: string }> };
    const sent = notifications.find((n) => n.title === title)!;
    const removed = await admin.request.delete(`/api/admin/notifications/${sent.id}`, {
      headers: originHeaders(baseURL!),
    });
    expect(removed.status()).toBe(204);
    await expect(admin.getByRole("status").filter({ hasText: title })).toBeHidden();
    await visitorContext.close();
    await admin.context().close();
  });
});

test.describe("moderation", () => {
  test("an admin bans a signed-in student from the Users tab and the student's open page shows the restriction screen", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const student = await studentContext(browser, testInfo, baseURL!, unique("Sam Rivera", testInfo));
    const studentPage = await student.context.newPage();
    const studentLive = subscribedTo(studentPage, `user:${student.id}`);
    await studentPage.goto("/");
    await expect(studentPage.getByText(student.email).first()).toBeVisible();
    await studentLive;

    const admin = await openConsole(browser, testInfo, baseURL!);
    await openTab(admin, "Users");
    await admin.getByLabel("Search by email or name").fill(student.email);
    await admin.getByRole("button", { name: `Moderate ${student.email}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Moderate user" });
    // Only statuses other than the current one (active) are offered.
    await expect(dialog.getByLabel("Action").locator("option")).toHaveText(["Suspend", "Ban"]);
    await dialog.getByLabel("Action").selectOption("banned");
    await dialog.getByLabel("Reason").fill("Spamming the message board");
    await dialog.getByLabel("Ban duration in hours (empty: permanent)").fill("24");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(toast(admin, `${student.email} is now banned`)).toBeVisible();

    await expect(studentPage.getByRole("heading", { level: 1, name: "Account Temporarily Banned" })).toBeVisible();
    await expect(studentPage.getByText("Spamming the message board")).toBeVisible();

    await openTab(admin, "Overview");
    const entry = auditEntries(admin).filter({ hasText: student.email }).first();
    await expect(entry).toContainText("Changed user status");
    await expect(entry).toContainText("Status: active → banned");
    await expect(entry).toContainText("Reason: – → Spamming the message board");
    await student.context.close();
    await admin.context().close();
  });
});

test.describe("teacher applications", () => {
  test("an admin approves a pending application, and the account becomes a teacher", async ({
    browser,
    baseURL,
    playwright,
  }, testInfo) => {
    const name = unique("Ms. Okafor", testInfo);
    const email = uniqueEmail("teacher");
    const request = await playwright.request.newContext({ baseURL });
    const options = (await (await request.get("/api/accounts/sign-up-options")).json()) as {
      schools: Array<{ id: number }>;
    };
    const signUp = await request.post("/api/accounts/sign-up", {
      headers: originHeaders(baseURL!),
      data: {
        fullName: name,
        email,
        password: STUDENT_PASSWORD,
        confirmPassword: STUDENT_PASSWORD,
        schoolId: options.schools[0]!.id,
        isTeacher: true,
        roomNumber: "B12",
      },
    });
    expect(signUp.status()).toBe(200);
    await waitForMailLink(email, "verify-email");

    const admin = await openConsole(browser, testInfo, baseURL!);
    await openTab(admin, "Teachers");
    const application = admin.getByRole("listitem").filter({ hasText: email });
    await expect(application).toContainText(name);
    await expect(application).toContainText("Room B12");
    await application.getByRole("button", { name: "Approve" }).click();
    await expect(toast(admin, "Teacher Approved")).toBeVisible();
    await expect(application).toBeHidden();

    await openTab(admin, "Users");
    await admin.getByLabel("Search by email or name").fill(email);
    await expect(admin.getByRole("button", { name: new RegExp(name) })).toContainText("teacher");

    await openTab(admin, "Overview");
    const entry = auditEntries(admin).filter({ hasText: email }).first();
    await expect(entry).toContainText("Approved teacher");
    await expect(entry).toContainText("Application: pending → approved");
    await request.dispose();
    await admin.context().close();
  });
});

test.describe("the users export", () => {
  test("downloads a dated CSV with the spec's header, and is recorded", async ({ browser, baseURL }, testInfo) => {
    const admin = await openConsole(browser, testInfo, baseURL!);
    // Other tests (and the other project's export) write to the same log meanwhile: count this kind of entry.
    const exports = auditEntries(admin).filter({ hasText: "Exported users" });
    const auditList = admin.getByRole("list", { name: "Admin actions, newest first" });
    await expect(auditList.or(admin.getByText("No admin actions recorded yet."))).toBeVisible();
    const exportsBefore = await exports.count();
    const download = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export Users" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await fs.readFile((await file.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe("Email,Name,School ID,Status,Created At,CAS Student");
    expect(csv).toContain(ADMIN_EMAIL);
    await expect(toast(admin, "Export Complete")).toBeVisible();
    await expect.poll(() => exports.count()).toBeGreaterThan(exportsBefore);
    await expect(exports.first()).toContainText(`by ${ADMIN_EMAIL}`);
    await admin.context().close();
  });
});

test.describe("messaging", () => {
  test("a student writes from the dashboard's Messages card, the admin sees it live and replies, and the student sees the reply live", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const studentName = unique("Mia Chen", testInfo);
    const student = await studentContext(browser, testInfo, baseURL!, studentName);
    const admin = await openConsole(browser, testInfo, baseURL!);
    await openTab(admin, "Messaging");
    const adminMessaging = admin.getByRole("region", { name: "Messaging Center" });
    await expect(adminMessaging.getByRole("heading", { name: "Conversations" })).toBeVisible();

    const studentPage = await student.context.newPage();
    await studentPage.goto("/");
    await studentPage.getByRole("button", { name: "Messages" }).click();
    const dialog = studentPage.getByRole("dialog", { name: "Messages" });
    await dialog.getByRole("button", { name: "New message" }).click();
    await dialog
      .getByRole("button", { name: /Administrator/ })
      .first()
      .click();
    const question = `When is the library open? ${Date.now()}`;
    await dialog.getByLabel("Message to Administrator").fill(question);
    await dialog.getByRole("button", { name: "Send message" }).click();
    const studentThread = dialog.getByLabel("Messages with Administrator");
    await expect(studentThread.getByText(question)).toBeVisible();

    // The admin's Messaging tab shows the new conversation without a reload.
    const conversation = adminMessaging.getByRole("button", { name: new RegExp(studentName) });
    await expect(conversation).toContainText(question);
    await conversation.click();
    await expect(adminMessaging.getByLabel(`Messages with ${studentName}`).getByText(question)).toBeVisible();
    const answer = `Until 5 PM on weekdays. ${Date.now()}`;
    await adminMessaging.getByLabel(`Message to ${studentName}`).fill(answer);
    await adminMessaging.getByLabel(`Message to ${studentName}`).press("Enter");

    await expect(studentThread.getByText(answer)).toBeVisible();
    await student.context.close();
    await admin.context().close();
  });
});

test.describe("live statistics", () => {
  test("Total Users and New Today rise when someone registers, without a reload", async ({
    browser,
    baseURL,
    playwright,
  }, testInfo) => {
    const admin = await openConsole(browser, testInfo, baseURL!);
    const stat = (label: string) =>
      admin
        .getByRole("list", { name: "Statistics" })
        .getByRole("listitem")
        .filter({ hasText: label })
        .locator("p")
        .first();
    await expect(stat("Total Users")).toHaveText(/^\d+$/);
    const before = Number(await stat("Total Users").innerText());
    const request = await playwright.request.newContext({ baseURL });
    await createConfirmedStudent(request, baseURL!, { email: uniqueEmail("stats") });
    await expect.poll(async () => Number(await stat("Total Users").innerText())).toBeGreaterThan(before);
    await request.dispose();
    await admin.context().close();
  });
});

test.describe("guards", () => {
  test("a student is sent to the admin login from the console and the messaging docs", async ({ page, baseURL }) => {
    const student = await createConfirmedStudent(page.request, baseURL!, { email: uniqueEmail("not-admin") });
    await signInThroughApi(page.request, baseURL!, student);
    for (const path of ["/admin/dashboard", "/admin/messaging-docs"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  // The specification's admin check (core-app.md §6) on every admin page: a signed-in student is signed out.
  for (const path of ["/admin/dashboard", "/admin/spikeball-user-docs"]) {
    test(`a student signed in through the form who opens ${path} is signed out, then sent to the admin login`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      // Created in a context of its own: the page's browser gets its session only through the form.
      const setup = await playwright.request.newContext({ baseURL });
      const student = await createConfirmedStudent(setup, baseURL!, { email: uniqueEmail("not-admin") });
      await setup.dispose();
      await signInThroughForm(page, student);

      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
      await expect.poll(async () => (await page.request.get("/api/accounts/me")).status()).toBe(401);
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    });
  }

  test("the console's Logout signs the admin out and lands on the home page", async ({ page }) => {
    await signInAtAdminLogin(page);
    await page.getByRole("button", { name: "Logout" }).click();

    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(toast(page, "Signed out")).toBeVisible();
    expect((await page.request.get("/api/accounts/me")).status()).toBe(401);
  });

  test("an anonymous visitor is sent to the admin login and told to log in", async ({ page }) => {
    await page.goto("/admin/messaging-docs");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page, "Please log in to access this page")).toBeVisible();
  });
});

test.describe("failures", () => {
  test("the Users tab says 'Failed to load user data' when the users list cannot be loaded", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const admin = await openConsole(browser, testInfo, baseURL!);
    await admin.route(
      (url) => url.pathname === "/api/admin/users",
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal_error", message: "Something went wrong" } }),
        }),
    );
    await openTab(admin, "Users");
    await expect(toast(admin, "Failed to load user data")).toBeVisible();
    await expect(admin.getByRole("list", { name: "Users" })).toContainText("Failed to load user data");
    await admin.context().close();
  });
});

test.describe("accessibility and layout", () => {
  test("every tab of the console and the messaging docs page show their content and fit the screen", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await openConsole(browser, testInfo, baseURL!);
    const shot = (name: string) =>
      admin.screenshot({ path: `/tmp/admin-${testInfo.project.name}-${name}.png`, fullPage: true });
    for (const { label: tab } of CONSOLE_TABS) {
      await openTab(admin, tab);
      await expect(admin.getByRole("tabpanel", { name: tab, exact: true })).toBeVisible();
      if (tab === "Overview") await expect(admin.getByRole("heading", { name: "Audit Log" })).toBeVisible();
      if (tab === "Users") {
        // The list shows the newest users first, a page at a time: other tests add users while this one runs.
        await admin.getByLabel("Search by email or name").fill(ADMIN_EMAIL);
        await expect(admin.getByRole("button", { name: `Moderate ${ADMIN_EMAIL}` })).toBeVisible();
      }
      // axe runs on every tab in e2e/a11y.spec.ts; here, the tab's content and its fit on the screen.
      await expectNoHorizontalScroll(admin);
      await shot(tab.toLowerCase());
    }
    await admin.getByRole("link", { name: "Messaging Docs" }).click();
    await expect(admin).toHaveURL(/\/admin\/messaging-docs$/);
    await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoA11yViolations(admin);
    await expectNoHorizontalScroll(admin);
    await shot("messaging-docs");
    await admin.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await admin.context().close();
  });
});
