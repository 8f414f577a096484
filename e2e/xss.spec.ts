// Markup typed by people renders as text (issue 11): a student's name, messages, team names, notification texts,
// Jenga game names, the scoreboards' team names, the campaign poster and the lower third, wherever they appear.
// Each payload would set `window.xss` or open a dialog if it ran; every page checked here also records CSP
// violations, which an injected inline handler or script would cause even where the CSP stops it.
import {
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Page,
  test,
  type TestInfo,
} from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
} from "./support/accounts";
import { projectContext } from "./support/contexts";
import { noticeCard } from "./support/notices";

// Pages load lazily; a machine shared with other runs can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const IMG = "<img src=x onerror=xss=1>";
const SCRIPT = "<script>xss=2</script>";
const SVG = '"><svg onload=xss=3>';

/** A payload marked with the project, so that the desktop and phone runs never read each other's rows. */
const marked = (payload: string, testInfo: TestInfo) => `${payload} ${testInfo.project.name[0]}${Date.now() % 100000}`;

type Watched = { page: Page; dialogs: string[] };

async function newContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const context = await projectContext(browser, testInfo);
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      // zod probes once whether `new Function` is allowed (it is not): that refusal is the app's own, not markup's.
      if (e.blockedURI !== "eval") w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return context;
}

async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

async function adminContext(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await newContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return context;
}

async function studentContext(browser: Browser, testInfo: TestInfo, baseURL: string, fullName: string) {
  const context = await newContext(browser, testInfo);
  const student = await createConfirmedStudent(context.request, baseURL, { email: uniqueEmail("xss"), fullName });
  await signInThroughApi(context.request, baseURL, student);
  const me = await context.request.get("/api/accounts/me");
  const { user } = (await me.json()) as { user: { id: string } };
  return { context, id: user.id };
}

async function api(context: BrowserContext, baseURL: string, method: "post" | "patch", url: string, data: object) {
  const response = await context.request[method](url, { headers: originHeaders(baseURL), data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The text is on the page as text, and nothing it carried became an element or ran. */
async function expectShownAsText({ page, dialogs }: Watched, text: string) {
  await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  await expectNothingRan({ page, dialogs });
}

async function expectNothingRan({ page, dialogs }: Watched) {
  expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);
  const state = await page.evaluate(() => {
    const w = window as unknown as { xss?: unknown; __cspViolations: string[] };
    return { xss: w.xss, violations: w.__cspViolations };
  });
  expect(state).toEqual({ xss: undefined, violations: [] });
  expect(dialogs).toEqual([]);
}

async function openAdminTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

test.describe("markup renders as text", () => {
  // Each test signs people up and opens several pages; the machine may be shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test("a student's name and message, in the admin's Messaging Center and the Spikeball tab", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const name = marked(`${IMG}${SCRIPT}`, testInfo);
    const content = marked(`${SCRIPT} ${SVG} ${IMG}`, testInfo);
    const student = await studentContext(browser, testInfo, baseURL!, name);
    const admin = await adminContext(browser, testInfo, baseURL!);
    const { user: adminUser } = (await (await admin.request.get("/api/accounts/me")).json()) as {
      user: { id: string };
    };
    await api(student.context, baseURL!, "post", "/api/messages", { recipientId: adminUser.id, content });

    const console = await watchedPage(admin);
    await console.page.goto("/admin/dashboard");
    await openAdminTab(console.page, "Messaging");
    const center = console.page.getByRole("region", { name: "Messaging Center" });
    const conversation = center.getByRole("button", { name }).first();
    await expect(conversation).toContainText(content);
    await conversation.click();
    await expect(center.getByLabel(`Messages with ${name}`).getByText(content)).toBeVisible();
    await console.page.screenshot({ path: `/tmp/xss-messaging-${testInfo.project.name}.png` });
    await expectNothingRan(console);

    // The Applications panel opens on pending applications; this student never applied.
    await openAdminTab(console.page, "Spikeball");
    await console.page.getByLabel("Application status").selectOption("not_applied");
    await expectShownAsText(console, name);

    // The student's own view of the conversation.
    const own = await watchedPage(student.context);
    await own.page.goto("/");
    await own.page.getByRole("button", { name: "Messages" }).click();
    const dialog = own.page.getByRole("dialog", { name: "Messages" });
    await dialog
      .getByRole("button", { name: /Administrator/ })
      .first()
      .click();
    await expect(dialog.getByLabel("Messages with Administrator").getByText(content)).toBeVisible();
    await expectNothingRan(own);
    await student.context.close();
    await admin.close();
  });

  test("a notification's title and message, in the banner every visitor sees", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const title = marked(IMG, testInfo);
    const message = marked(`${SCRIPT}${SVG}`, testInfo);
    const admin = await adminContext(browser, testInfo, baseURL!);
    const created = await api(admin, baseURL!, "post", "/api/admin/notifications", { title, message, type: "warning" });
    const { id } = created.notification as { id: string };
    try {
      const visitor = await watchedPage(await newContext(browser, testInfo));
      await visitor.page.goto("/");
      // Other tests' notices may be newer: the banner shows the newest, and the rest on request.
      const card = await noticeCard(visitor.page, title);
      await expect(card).toBeVisible();
      await expect(card).toContainText(message);
      await expectNothingRan(visitor);
      await visitor.page.context().close();

      const console = await watchedPage(admin);
      await console.page.goto("/admin/dashboard");
      await openAdminTab(console.page, "Settings");
      await expectShownAsText(console, title);
    } finally {
      // Every page of every other test shows an active notification: it must not outlive this test.
      const removed = await admin.request.delete(`/api/admin/notifications/${id}`, {
        headers: originHeaders(baseURL!),
      });
      expect(removed.ok(), await removed.text()).toBe(true);
      await admin.close();
    }
  });

  test("a Jenga game's name, in the hub and on the admin's page", async ({ browser, baseURL }, testInfo) => {
    const gameName = marked(`${IMG}${SCRIPT}`, testInfo);
    const admin = await adminContext(browser, testInfo, baseURL!);
    await api(admin, baseURL!, "post", "/api/jenga/admin/games", { name: gameName });

    const manage = await watchedPage(admin);
    await manage.page.goto("/jenga/admin");
    // By keyboard: on a phone the banners of the other tests' notifications keep the tab row moving.
    await manage.page.getByRole("tab", { name: "Create Game" }).focus();
    await manage.page.keyboard.press("ArrowRight");
    await expect(manage.page.getByRole("tab", { name: "Manage Games" })).toHaveAttribute("aria-selected", "true");
    await manage.page.screenshot({ path: `/tmp/xss-jenga-admin-${testInfo.project.name}.png` });
    await expectShownAsText(manage, gameName);

    const student = await studentContext(browser, testInfo, baseURL!, "Jenga Player");
    const hub = await watchedPage(student.context);
    await hub.page.goto("/jenga");
    await expectShownAsText(hub, gameName);
    await hub.page.screenshot({ path: `/tmp/xss-jenga-hub-${testInfo.project.name}.png` });
    await student.context.close();
    await admin.close();
  });

  test("a spikeball team's name and a scoreboard's team names", async ({ browser, baseURL }, testInfo) => {
    const teamName = marked(`${IMG}${SCRIPT}`, testInfo);
    const admin = await adminContext(browser, testInfo, baseURL!);
    await api(admin, baseURL!, "post", "/api/spikeball/admin/teams", { name: teamName });
    // Each project its own match (broadcast.spec.ts uses them too, in its own run and database).
    const match = testInfo.project.name === "phone" ? 4 : 2;
    await api(admin, baseURL!, "patch", `/api/sports/matches/${match}`, { teamAName: IMG, teamBName: SCRIPT });

    const console = await watchedPage(admin);
    await console.page.goto("/admin/dashboard");
    await openAdminTab(console.page, "Spikeball");
    await console.page.getByRole("tab", { name: /Teams/ }).first().click();
    await expectShownAsText(console, teamName);

    const board = await watchedPage(await newContext(browser, testInfo));
    await board.page.goto(`/sports-lower-third-match-${match}`);
    await expectShownAsText(board, IMG);
    await expectShownAsText(board, SCRIPT);
    await board.page.screenshot({ path: `/tmp/xss-scoreboard-${testInfo.project.name}.png` });

    const control = await watchedPage(admin);
    await control.page.goto("/sports-lower-third-admin");
    await expect(control.page.getByTestId(`match-card-${match}`)).toBeVisible();
    await expectNothingRan(control);
    await admin.close();
    await board.page.context().close();
  });

  test("the campaign poster's and the lower third's text", async ({ browser }, testInfo) => {
    const context = await newContext(browser, testInfo);
    const poster = await watchedPage(context);
    await poster.page.goto("/campaign-poster");
    await poster.page.getByLabel("Candidate").fill(IMG);
    await poster.page.getByLabel("Office").fill(SCRIPT);
    await poster.page.getByLabel("Slogan").fill(`${SVG} ${IMG}`);
    await poster.page.getByLabel("Promises").fill(`${SCRIPT}\n${IMG}`);
    await poster.page.getByRole("button", { name: "Update Poster" }).click();
    const sheet = poster.page.locator(".campaign-poster");
    await expect(sheet).toContainText(IMG);
    await expect(sheet).toContainText(SCRIPT);
    await expect(sheet).toContainText(`${SVG} ${IMG}`);
    await expectNothingRan(poster);
    // Reloaded from this browser's storage, it is still text.
    await poster.page.reload();
    await expect(sheet).toContainText(`${SVG} ${IMG}`);
    await expectNothingRan(poster);

    const lowerThird = await watchedPage(context);
    await lowerThird.page.goto("/lower-third");
    await lowerThird.page.getByLabel(/PIN/i).first().fill("2468");
    await lowerThird.page.keyboard.press("Enter");
    await lowerThird.page.getByLabel("Name", { exact: true }).fill(IMG);
    await lowerThird.page.getByLabel("Title", { exact: true }).fill(SCRIPT);
    await lowerThird.page.getByRole("button", { name: "Update Graphics" }).click();
    // The banner is drawn on a canvas; its accessible name carries the text, as text.
    await expect(lowerThird.page.getByRole("img", { name: `Lower-third banner: ${IMG}, ${SCRIPT}` })).toBeVisible();
    await expectNothingRan(lowerThird);
    await context.close();
  });
});
