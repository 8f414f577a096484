// Accessibility across the whole app (WCAG 2.1 AA), in both projects (desktop and a 360 px phone): axe on every
// route and every dialog, one h1 and a main landmark per page, keyboard-only flows, reduced motion, and 44 px touch
// targets on the phone.
import { test as base, type Browser, type BrowserContext, expect, type Page, type TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createConfirmedStudent,
  originHeaders,
  signInThroughApi,
  uniqueEmail,
} from "./support/accounts";
import { projectContext } from "./support/contexts";
import { expectNoHorizontalScroll } from "./support/layout";
import { CONSOLE_TABS } from "../src/web/features/admin/panel-ids";

type Who = "signed out" | "student" | "admin";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * One signed-in student and the admin per worker, kept as storage states: every page check opens a fresh context
 * from them instead of signing up and in again (that is what made this file slow).
 */
const test = base.extend<object, { signedIn: Record<Exclude<Who, "signed out">, StorageState> }>({
  signedIn: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const admin = await playwright.request.newContext({ baseURL });
      await signInThroughApi(admin, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const student = await playwright.request.newContext({ baseURL });
      const credentials = await createConfirmedStudent(student, baseURL, { email: uniqueEmail("a11y") });
      await signInThroughApi(student, baseURL, credentials);
      await use({ admin: await admin.storageState(), student: await student.storageState() });
      await admin.dispose();
      await student.dispose();
    },
    { scope: "worker" },
  ],
});
/** A page to check: where it is, who looks at it, and a heading that shows once its content has loaded. */
type PageCase = { path: string; who: Who; ready: string | RegExp; tabs?: string[] };

/** A context signed in as the worker's student or the admin (or signed out), from the worker's storage states. */
async function signedInContext(
  browser: Browser,
  testInfo: TestInfo,
  who: Who,
  signedIn: Record<Exclude<Who, "signed out">, StorageState>,
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
) {
  return projectContext(browser, testInfo, {
    ...options,
    storageState: who === "signed out" ? undefined : signedIn[who],
  });
}

async function contextAs(browser: Browser, testInfo: TestInfo, who: Who, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  if (who === "admin") {
    await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  } else if (who === "student") {
    const student = await createConfirmedStudent(context.request, baseURL, { email: uniqueEmail("a11y") });
    await signInThroughApi(context.request, baseURL, student);
  }
  return context;
}

/** A real Jenga game with one approved player who has moved once, so its page shows players, turns and moves. */
async function createPlayedGame(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const admin = await contextAs(browser, testInfo, "admin", baseURL);
  const student = await contextAs(browser, testInfo, "student", baseURL);
  const headers = originHeaders(baseURL);
  const created = await admin.request.post("/api/jenga/admin/games", {
    headers,
    data: { name: `A11y Tower ${testInfo.project.name} ${Date.now().toString(36)}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { game } = (await created.json()) as { game: { id: string; gameCode: string } };
  const joined = await student.request.post("/api/jenga/games/join", { headers, data: { code: game.gameCode } });
  expect(joined.status(), await joined.text()).toBe(201);
  const me = (await (await student.request.get("/api/accounts/me")).json()) as { user: { id: string } };
  const approved = await admin.request.post(`/api/jenga/admin/games/${game.id}/players/${me.user.id}/approve`, {
    headers,
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const started = await admin.request.post(`/api/jenga/admin/games/${game.id}/start`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const moved = await student.request.post(`/api/jenga/games/${game.id}/moves`, {
    headers,
    data: { difficulty: "easy" },
  });
  expect(moved.status(), await moved.text()).toBeLessThan(300);
  await admin.close();
  return { student, gameId: game.id };
}

/** Waits until the page's own content is on screen and nothing is still loading. */
async function openPage(page: Page, path: string, ready: string | RegExp) {
  await page.goto(path);
  await settle(page, ready);
}

/** Loading states (a busy region, a "Loading…" status) are gone and the page's h1 is on screen. */
async function settle(page: Page, ready: string | RegExp = /./) {
  await expect(page.getByRole("heading", { level: 1, name: ready }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

const SIGNED_OUT_PAGES: PageCase[] = [
  { path: "/", who: "signed out", ready: "Cohort" },
  { path: "/?mode=signin", who: "signed out", ready: /./ },
  { path: "/?mode=signup", who: "signed out", ready: /./ },
  { path: "/auth", who: "signed out", ready: /./ },
  { path: "/logo", who: "signed out", ready: "Cohort" },
  { path: "/terms", who: "signed out", ready: "Terms of Service" },
  { path: "/privacy", who: "signed out", ready: "Privacy Policy" },
  { path: "/setup", who: "signed out", ready: "Setup is done" },
  { path: "/admin/login", who: "signed out", ready: /./ },
  { path: "/dashboard", who: "signed out", ready: /./ },
  { path: "/jenga", who: "signed out", ready: /./ },
  { path: "/spikeball-signup", who: "signed out", ready: /./ },
  { path: "/lower-third", who: "signed out", ready: /./ },
  { path: "/sports-lower-third", who: "signed out", ready: /./ },
  { path: "/sports-lower-third-match-1", who: "signed out", ready: /./ },
  { path: "/sports-lower-third-match-2", who: "signed out", ready: /./ },
  { path: "/sports-lower-third-match-3", who: "signed out", ready: /./ },
  { path: "/sports-lower-third-match-4", who: "signed out", ready: /./ },
  { path: "/sports-lower-third-admin", who: "signed out", ready: /./ },
  { path: "/campaign-poster", who: "signed out", ready: /./ },
  { path: "/no-such-page", who: "signed out", ready: "404" },
];

const STUDENT_PAGES: PageCase[] = [
  { path: "/", who: "student", ready: /./ },
  { path: "/dashboard", who: "student", ready: /./ },
  { path: "/account", who: "student", ready: /./ },
  { path: "/jenga", who: "student", ready: /./, tabs: ["Live Games", "My Invites", "My Record"] },
  { path: "/jenga/leaderboard", who: "student", ready: /./ },
  { path: "/jenga/admin", who: "student", ready: /./ },
  { path: "/spikeball-signup", who: "student", ready: /./ },
  { path: "/spikeball-dashboard", who: "student", ready: /./ },
  { path: "/admin/dashboard", who: "student", ready: /./ },
];

const ADMIN_PAGES: PageCase[] = [
  {
    path: "/admin/dashboard",
    who: "admin",
    ready: /./,
    tabs: CONSOLE_TABS.map((t) => t.label),
  },
  { path: "/admin/messaging-docs", who: "admin", ready: /./ },
  { path: "/admin/spikeball-user-docs", who: "admin", ready: /./ },
  { path: "/jenga/admin", who: "admin", ready: /./, tabs: ["Create Game", "Manage Games", "Finish Game"] },
  { path: "/sports-lower-third-admin", who: "admin", ready: /./ },
];

/** Every check a page gets: axe, exactly one h1, one main landmark the skip link points at. */
async function checkPage(page: Page) {
  await expect(page.locator("h1"), "one h1 per page").toHaveCount(1);
  await expect(page.locator("main#main-content"), "a main landmark the skip link reaches").toHaveCount(1);
  await expect(page.locator('a[href="#main-content"]').first()).toBeAttached();
  await expectNoA11yViolations(page);
}

test.describe.configure({ timeout: 90_000 });

// Every page and tab, in both projects: axe, one h1 and a main landmark, nothing wider than the screen, and controls
// large enough to tap.
test.describe("every route", () => {
  for (const { path, who, ready, tabs } of [...SIGNED_OUT_PAGES, ...STUDENT_PAGES, ...ADMIN_PAGES]) {
    test(`${path} (${who}): axe, one h1, a main landmark, fits the screen, large enough to tap`, async ({
      browser,
      signedIn,
    }, testInfo) => {
      // Each tab is a page's worth of checks: the console's dozen took 55 s alone on a busy machine, past 90 beside CI's
      // other lanes.
      test.setTimeout(90_000 + 15_000 * (tabs?.length ?? 0));
      const context = await signedInContext(browser, testInfo, who, signedIn);
      const page = await context.newPage();
      await openPage(page, path, ready);
      await checkPage(page);
      await expectNoHorizontalScroll(page);
      const offenders = await smallTargets(page, minTarget(testInfo));
      for (const tab of tabs ?? []) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        await settle(page);
        await checkPage(page);
        await expectNoHorizontalScroll(page);
        offenders.push(...(await smallTargets(page, minTarget(testInfo))).map((offender) => `[${tab}] ${offender}`));
      }
      if (offenders.length > 0) {
        // What the page looked like when it was measured, to look at (test-results/…/page.png).
        await page.screenshot({ path: testInfo.outputPath("page.png"), fullPage: true });
      }
      expect([...new Set(offenders)], `small targets on ${path}`).toEqual([]);
      await context.close();
    });
  }

  test("a Jenga game in play: axe, one h1, large controls, and Tab from the skip link reaches the moves", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { student, gameId } = await createPlayedGame(browser, testInfo, baseURL!);
    const page = await student.newPage();
    await openPage(page, `/jenga/game/${gameId}`, /./);
    const easy = page.getByRole("button", { name: /easy/i }).first();
    await expect(easy).toBeEnabled();
    await checkPage(page);
    expect(await smallTargets(page, minTarget(testInfo))).toEqual([]);

    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    let presses = 0;
    while (presses < 15 && !(await easy.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    await expect(easy).toBeFocused();
    await student.close();
  });
});

/** Opens a dialog with its trigger, checks it with axe, closes it with Escape and checks focus went back. */
async function checkDialog(page: Page, trigger: ReturnType<Page["getByRole"]>) {
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

test.describe("every dialog", () => {
  test("the student dashboard's dialogs: Messages, Delete my account and the calendar feed", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await contextAs(browser, testInfo, "student", baseURL!);
    const page = await context.newPage();
    await openPage(page, "/", /./);
    await checkDialog(page, page.getByRole("button", { name: "Messages" }));
    await checkDialog(page, page.getByRole("button", { name: "Delete my account" }));
    // The calendar feed's confirmations open once there is a feed.
    await page.getByRole("button", { name: "Turn on calendar feed" }).click();
    await checkDialog(page, page.getByRole("button", { name: "Get a new URL" }));
    await checkDialog(page, page.getByRole("button", { name: "Turn off" }));
    await context.close();
  });

  test("the admin's dialogs: Edit user, Moderate user, Delete account, Invite a player", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await contextAs(browser, testInfo, "admin", baseURL!);
    // A student of this test's own: other tests add users while it runs, and the list shows the newest first.
    const { email } = await createConfirmedStudent(context.request, baseURL!, { email: uniqueEmail("moderated") });
    const page = await context.newPage();
    await openPage(page, "/admin/dashboard", /./);
    await page.getByRole("tab", { name: "Users", exact: true }).click();
    await page.getByLabel("Search by email or name").fill(email);
    await expect(page.getByRole("button", { name: `Edit ${email}` })).toBeVisible();
    await checkDialog(page, page.getByRole("button", { name: `Edit ${email}` }));
    await checkDialog(page, page.getByRole("button", { name: `Moderate ${email}` }));
    await checkDialog(page, page.getByRole("button", { name: `Delete account ${email}` }));

    const created = await context.request.post("/api/jenga/admin/games", {
      headers: originHeaders(baseURL!),
      data: { name: `A11y Dialog ${testInfo.project.name} ${Date.now().toString(36)}` },
    });
    expect(created.status()).toBe(201);
    await openPage(page, "/jenga/admin", /./);
    await page.getByRole("tab", { name: "Manage Games", exact: true }).click();
    await checkDialog(page, page.getByRole("button", { name: /^Invite Player to / }).first());
    await context.close();
  });
});

test.describe("every spikeball dialog", () => {
  test("Invite Players, Rename team, Edit Bracket and View Bracket", async ({ browser, baseURL }, testInfo) => {
    const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const headers = originHeaders(baseURL!);
    const admin = await contextAs(browser, testInfo, "admin", baseURL!);
    const post = async (context: BrowserContext, url: string, data: unknown = {}) => {
      const response = await context.request.post(url, { headers, data });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return response.json();
    };

    // A captain of a team, approved for spikeball.
    const captain = await contextAs(browser, testInfo, "student", baseURL!);
    const me = (await (await captain.request.get("/api/accounts/me")).json()) as { user: { id: string } };
    await post(admin, `/api/spikeball/admin/users/${me.user.id}/review`, { status: "approved" });
    const teamName = `Aces ${suffix}`;
    await post(captain, "/api/spikeball/teams", { name: teamName });
    await post(admin, "/api/spikeball/admin/teams", { name: `Blockers ${suffix}` });

    // A published 4-team tournament with both teams seeded.
    const cup = `A11y Cup ${suffix}`;
    const { tournament } = (await post(admin, "/api/spikeball/admin/tournaments", { name: cup, maxTeams: 4 })) as {
      tournament: { id: string };
    };
    await post(admin, `/api/spikeball/admin/tournaments/${tournament.id}/bracket`);
    const { teams } = (await (await admin.request.get("/api/spikeball/admin/tournament-teams")).json()) as {
      teams: Array<{ id: string; name: string }>;
    };
    const teamIds = teams.filter((team) => team.name.endsWith(suffix)).map((team) => team.id);
    expect(teamIds).toHaveLength(2);
    await post(admin, `/api/spikeball/admin/tournaments/${tournament.id}/bracket/seed`, { teamIds });

    const adminPage = await admin.newPage();
    await openPage(adminPage, "/admin/dashboard", /./);
    await adminPage.getByRole("tab", { name: "Spikeball", exact: true }).click();
    await adminPage.getByRole("tab", { name: "Teams", exact: true }).click();
    await checkDialog(adminPage, adminPage.getByRole("button", { name: `Rename ${teamName}` }));
    await adminPage.getByRole("tab", { name: "Tournaments", exact: true }).click();
    await checkDialog(adminPage, adminPage.getByRole("button", { name: `Edit Bracket: ${cup}` }));

    await post(admin, `/api/spikeball/admin/tournaments/${tournament.id}/publish`);
    await adminPage.reload();
    await settle(adminPage);
    await adminPage.getByRole("tab", { name: "Spikeball", exact: true }).click();
    await adminPage.getByRole("tab", { name: "Tournaments", exact: true }).click();
    await checkDialog(adminPage, adminPage.getByRole("button", { name: `View Bracket: ${cup}` }));

    const page = await captain.newPage();
    await openPage(page, "/spikeball-dashboard", /./);
    await page.getByRole("tab", { name: "My Team", exact: true }).click();
    await checkDialog(page, page.getByRole("button", { name: "Invite Players" }));
    await page.getByRole("tab", { name: "Tournaments", exact: true }).click();
    await checkDialog(page, page.getByRole("button", { name: `View Bracket: ${cup}` }));
    await admin.close();
    await captain.close();
  });
});

test.describe("keyboard", () => {
  test("a student signs in with the keyboard alone", async ({ browser, baseURL, page }, testInfo) => {
    const helper = await projectContext(browser, testInfo);
    const student = await createConfirmedStudent(helper.request, baseURL!, { email: uniqueEmail("keys") });
    await helper.close();

    await page.goto("/?mode=signin");
    await expect(page.getByLabel("Email")).toBeVisible();
    // Tab from the top of the page until the email field has focus: it must be reachable.
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press("Tab");
      if (await page.getByLabel("Email").evaluate((el) => el === document.activeElement)) break;
    }
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(student.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(student.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Messages" })).toBeVisible();
  });

  test("a dialog opened with Enter keeps Tab inside it, closes on Escape and gives focus back", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await contextAs(browser, testInfo, "student", baseURL!);
    const page = await context.newPage();
    await openPage(page, "/", /./);
    const trigger = page.getByRole("button", { name: "Messages" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Messages" });
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${step + 1} stays inside`).toBe(
        true,
      );
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await context.close();
  });

  test("every page's skip link is first and jumps to the main content", async ({ browser, signedIn }, testInfo) => {
    const context = await signedInContext(browser, testInfo, "admin", signedIn);
    const page = await context.newPage();
    for (const path of ["/terms", "/jenga", "/admin/dashboard", "/sports-lower-third-admin", "/spikeball-dashboard"]) {
      await openPage(page, path, /./);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" }), path).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main-content"), path).toBeFocused();
    }
    await context.close();
  });

  test("every control shows a visible focus ring", async ({ browser, signedIn }, testInfo) => {
    const context = await signedInContext(browser, testInfo, "admin", signedIn);
    const page = await context.newPage();
    const offenders: string[] = [];
    for (const path of ["/", "/jenga/admin", "/admin/dashboard", "/sports-lower-third-admin", "/lower-third"]) {
      await openPage(page, path, /./);
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press("Tab");
        const found = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
          const ring = style.boxShadow !== "none";
          const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
          return { label, visible: outline || ring };
        });
        if (!found) break;
        if (!found.visible) offenders.push(`${path}: ${found.label}`);
      }
    }
    expect(offenders, "focused controls without an outline or ring").toEqual([]);
    await context.close();
  });
});

/** Animations still running a moment after the page settled (a reduced-motion page has none). */
async function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty;
        return `${name} on ${target?.tagName.toLowerCase() ?? "?"}.${String(target?.className ?? "").slice(0, 60)}`;
      }),
  );
}

test.describe("reduced motion", () => {
  test("the starfield stands still", async ({ browser }, testInfo) => {
    const context = await projectContext(browser, testInfo, { reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const canvas = page.locator("canvas");
    await expect(canvas).toHaveCount(1);
    await page.waitForTimeout(300);
    const first = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    await page.waitForTimeout(700);
    const second = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    expect(second === first, "the canvas did not change").toBe(true);
    await context.close();
  });

  test("the starfield moves when motion is allowed (the check above can fail)", async ({ browser }, testInfo) => {
    const context = await projectContext(browser, testInfo, { reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/");
    const canvas = page.locator("canvas");
    await expect(canvas).toHaveCount(1);
    await page.waitForTimeout(300);
    const first = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    await page.waitForTimeout(700);
    const second = await canvas.evaluate((el: HTMLCanvasElement) => el.toDataURL());
    expect(second === first).toBe(false);
    await context.close();
  });

  test("no page runs animations: the landing page, the scoreboards, the poster, the consoles and Jenga", async ({
    browser,
    signedIn,
  }, testInfo) => {
    const context = await signedInContext(browser, testInfo, "admin", signedIn, { reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const path of [
      "/",
      "/sports-lower-third",
      "/sports-lower-third-match-1",
      "/campaign-poster",
      "/lower-third",
      "/sports-lower-third-admin",
      "/admin/dashboard",
      "/jenga",
    ]) {
      await openPage(page, path, /./);
      // Reduced motion shortens every CSS animation to 0.01 ms: one that has just begun ends within a frame, one
      // that escapes the rule (a script's own animation, an inline style) keeps running.
      await expect.poll(() => runningAnimations(page), { message: path, timeout: 2_000 }).toEqual([]);
    }
    await context.close();
  });

  test("a goal on a scoreboard highlights without animating", async ({ browser, baseURL }, testInfo) => {
    const admin = await contextAs(browser, testInfo, "admin", baseURL!);
    const context = await projectContext(browser, testInfo, { reducedMotion: "reduce" });
    const page = await context.newPage();
    const n = testInfo.project.name === "phone" ? 4 : 3;
    await openPage(page, `/sports-lower-third-match-${n}`, /./);
    await page.waitForTimeout(200);
    const response = await admin.request.patch(`/api/sports/matches/${n}`, {
      headers: originHeaders(baseURL!),
      data: { teamAScoreChange: 1 },
    });
    expect(response.status(), await response.text()).toBe(200);
    await expect(page.locator(".broadcast-bounce, .broadcast-flash, .broadcast-goal").first()).toBeAttached();
    expect(await runningAnimations(page)).toEqual([]);
    await admin.request.post(`/api/sports/matches/${n}/reset`, { headers: originHeaders(baseURL!), data: {} });
    await admin.close();
    await context.close();
  });
});

/**
 * Interactive elements smaller than `min`×`min` CSS px (links inside running text are exempt): 44 on a phone, and
 * WCAG 2.2's 24 on a desktop, where a mouse points.
 */
async function smallTargets(page: Page, min: number) {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="switch"], [role="tab"], [role="checkbox"], [role="radio"], summary';
    const offenders: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest("[aria-hidden='true'], .sr-only, [inert]")) continue;
      // A Radix checkbox renders a hidden native input next to its button: the button is the target.
      if (el instanceof HTMLInputElement && style.position === "absolute" && style.opacity === "0") continue;
      // A box wrapped in its label: the label is the target.
      if (el instanceof HTMLInputElement && el.labels) {
        const wrapping = Array.from(el.labels).find((label) => label.contains(el));
        const area = wrapping?.getBoundingClientRect();
        if (area && area.width >= min - 0.5 && area.height >= min - 0.5) continue;
      }
      // The broadcast pages draw a 1920×1080 screen scaled down to the window: their controls are sized for that
      // screen, and a phone sees a preview of it. Their size before the scaling counts.
      if (el.closest("[data-broadcast-stage]") && el.offsetWidth >= min && el.offsetHeight >= min) continue;
      if (el.tagName === "A" && style.display === "inline") {
        const parentText = (el.parentElement?.textContent ?? "").trim();
        if (parentText.length > (el.textContent ?? "").trim().length) continue;
      }
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "").trim();
        offenders.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return offenders;
  }, min);
}

const minTarget = (testInfo: TestInfo) => (testInfo.project.name === "phone" ? 44 : 24);
