// The broadcast screens in the browser, against the real server: the control centre (admins only) drives two
// scoreboards live (goals with their highlight, pause on the same second, a reload mid-game, scores never below 0),
// the live display, screens that ride out a dead API, the lower-third generator's PIN gate and its webm recording,
// the poster printing on one page, their accessibility and their look at 1920x1080. Desktop project only (see
// playwright.config.ts); the phone sweep in e2e/a11y.spec.ts covers these pages on a phone.
import fs from "node:fs/promises";
import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
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

/** The PIN playwright.config.ts gives the test server in LOWER_THIRD_PIN. */
const LOWER_THIRD_PIN = "2468";

/** The four matches are shared by everyone: each project drives its own two, so the projects never meet. */
function matchesOf(testInfo: TestInfo) {
  return testInfo.project.name === "phone" ? { live: 3, spare: 4 } : { live: 1, spare: 2 };
}

const shot = (name: string, testInfo: TestInfo) => `/tmp/broadcast-${name}-${testInfo.project.name}.png`;

/** A toast whose text is exactly `text` (a title or a description). */
function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

async function adminContext(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return context;
}

/** A scoreboard as OBS shows it: its own 1920x1080 browser source, no sign-in. */
async function openScoreboard(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  options: { reducedMotion?: "reduce" | "no-preference" } = {},
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: testInfo.project.use.serviceWorkers,
    viewport: { width: 1920, height: 1080 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** A change straight through the API, as the admin (for the state a test starts from). */
async function changeMatch(context: BrowserContext, baseURL: string, n: number, change: object) {
  const response = await context.request.patch(`/api/sports/matches/${n}`, {
    headers: originHeaders(baseURL),
    data: change,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function resetMatch(context: BrowserContext, baseURL: string, n: number) {
  const response = await context.request.post(`/api/sports/matches/${n}/reset`, {
    headers: originHeaders(baseURL),
    data: {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

const matchCard = (page: Page, n: number) => page.getByTestId(`match-card-${n}`);

/** mm:ss as seconds. */
function seconds(clock: string): number {
  const [mm, ss] = clock.split(":").map(Number);
  return mm! * 60 + ss!;
}

/** What a scoreboard looked like the moment its score changed, and when its highlight went off. */
type ScoreChange = {
  text: string;
  at: number;
  highlighted: string | null;
  icon: boolean;
  flash: { animation: string; opacity: string } | null;
  highlightOffAt?: number;
};

/**
 * Starts recording, in the page, each change of a team's score on screen: the wall-clock moment (epoch ms), whether
 * the panel was highlighted with its goal icon right then, and when the highlight went off. The observer sits on the
 * panel, which outlives the score element (a goal remounts the panel's bouncing content). Recording in the page
 * keeps a one-second highlight from ending before a busy test machine gets to look at it.
 */
async function recordScoreChanges(page: Page, side: "a" | "b") {
  await page.evaluate((side) => {
    const panel = document.querySelector(`[data-testid="team-${side}-panel"]`)!;
    const read = () => panel.querySelector(`[data-testid="team-${side}-score"]`)?.textContent ?? "";
    const seen: ScoreChange[] = [];
    let last = read();
    new MutationObserver(() => {
      const at = performance.timeOrigin + performance.now();
      const highlighted = panel.getAttribute("data-highlighted");
      const latest = seen.at(-1);
      if (latest && latest.highlightOffAt === undefined && highlighted === "false") latest.highlightOffAt = at;
      const text = read();
      if (text === last) return;
      last = text;
      const flash = panel.querySelector(".broadcast-flash");
      seen.push({
        text,
        at,
        highlighted,
        icon: Boolean(panel.querySelector(`[data-testid="team-${side}-goal-icon"]`)),
        flash: flash && {
          animation: getComputedStyle(flash).animationName,
          opacity: getComputedStyle(flash).opacity,
        },
      });
    }).observe(panel, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["data-highlighted"],
    });
    (window as unknown as { scoreChanges: typeof seen }).scoreChanges = seen;
  }, side);
}

/** The recorded change to `text`, once it happened (and, with `highlightOff`, once its highlight went off). */
async function scoreChange(page: Page, text: string, { highlightOff = false } = {}): Promise<ScoreChange> {
  let change: ScoreChange | undefined;
  await expect
    .poll(
      async () => {
        change =
          (await page.evaluate(
            (text) =>
              (window as unknown as { scoreChanges: ScoreChange[] }).scoreChanges.find((c) => c.text === text) ?? null,
            text,
          )) ?? undefined;
        return change && (!highlightOff || change.highlightOffAt !== undefined);
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  return change!;
}

test.describe("the control centre drives the scoreboards", () => {
  // These tests share their project's match: one after the other, even when the run spreads tests over workers.
  test.describe.configure({ mode: "default" });

  test("two operators see each other's changes live and cannot make the clock run twice as fast", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { live: n } = matchesOf(testInfo);
    const firstCtx = await adminContext(browser, testInfo, baseURL!);
    const secondCtx = await adminContext(browser, testInfo, baseURL!);
    await resetMatch(firstCtx, baseURL!, n);
    const first = await firstCtx.newPage();
    const second = await secondCtx.newPage();
    await first.goto("/sports-lower-third-admin");
    await second.goto("/sports-lower-third-admin");
    await expect(matchCard(second, n).getByTestId("control-score-b")).toHaveText("0");

    await matchCard(first, n).getByLabel("Team A name").fill("Eastside Eagles");
    await expect(matchCard(second, n).getByLabel("Team A name")).toHaveValue("Eastside Eagles");
    await matchCard(second, n).getByRole("button", { name: "Goal for Team B" }).click();
    await expect(matchCard(first, n).getByTestId("control-score-b")).toHaveText("1");
    await matchCard(first, n)
      .getByRole("button", { name: `Start match ${n} clock` })
      .click();
    await expect(matchCard(second, n).getByRole("button", { name: `Pause match ${n} clock` })).toBeVisible();
    await expect(matchCard(second, n).getByTestId(`control-state-${n}`)).toHaveText("LIVE");

    // Both operators start the clock at the same moment: it runs once, at one second a second.
    await resetMatch(firstCtx, baseURL!, n);
    await expect(matchCard(first, n).getByTestId(`control-clock-${n}`)).toHaveText("00:00");
    const startedAt = Date.now();
    await Promise.all([
      changeMatch(firstCtx, baseURL!, n, { running: true }),
      changeMatch(secondCtx, baseURL!, n, { running: true }),
    ]);
    await expect(matchCard(second, n).getByTestId(`control-clock-${n}`)).toHaveText("00:03", { timeout: 5_000 });
    const elapsed = (Date.now() - startedAt) / 1000;
    expect(elapsed).toBeGreaterThanOrEqual(3);
    const shown = seconds(await matchCard(first, n).getByTestId(`control-clock-${n}`).innerText());
    expect(shown).toBeLessThanOrEqual(Math.ceil((Date.now() - startedAt) / 1000));
    await resetMatch(firstCtx, baseURL!, n);
    await firstCtx.close();
    await secondCtx.close();
  });

  test("a goal reaches two scoreboards and highlights; minus stops at 0", async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const { live: n } = matchesOf(testInfo);
    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    await resetMatch(adminCtx, baseURL!, n);
    await changeMatch(adminCtx, baseURL!, n, { teamAName: "Riverside Otters", teamBName: "Hillcrest Hawks" });
    const admin = await adminCtx.newPage();
    await admin.goto("/sports-lower-third-admin");
    const card = matchCard(admin, n);
    await expect(card.getByLabel("Team A name")).toHaveValue("Riverside Otters");

    const boardA = await openScoreboard(browser, testInfo, `/sports-lower-third-match-${n}`);
    // The second screen asks for reduced motion: its highlight stands still but shows all the same.
    const boardB = await openScoreboard(browser, testInfo, `/sports-lower-third-match-${n}`, {
      reducedMotion: "reduce",
    });
    for (const board of [boardA, boardB]) {
      await expect(board.getByTestId("team-a-panel")).toContainText("Riverside Otters");
      await expect(board.getByTestId("team-b-panel")).toContainText("Hillcrest Hawks");
      await expect(board.getByTestId("team-a-score")).toHaveText("0");
      await expect(board.getByTestId("clock-state")).toHaveText("PAUSED");
      await expect(board.getByTestId("match-clock")).toHaveText("00:00");
      await recordScoreChanges(board, "a");
    }

    // At 0 the minus is disabled, and the server refuses to go below 0 anyway.
    const minusA = card.getByRole("button", { name: "Remove a goal from Team A" });
    await expect(minusA).toBeDisabled();
    await expect(card.getByRole("button", { name: "Remove a goal from Team B" })).toBeDisabled();
    const below = await adminCtx.request.patch(`/api/sports/matches/${n}`, {
      headers: originHeaders(baseURL!),
      data: { teamBScoreChange: -1 },
    });
    expect(below.status()).toBe(400);

    await card.getByRole("button", { name: "Goal for Team A" }).click();
    await expect(card.getByTestId("control-score-a")).toHaveText("1");
    await expect(minusA).toBeEnabled();
    // Each screen stamps the moment the new score appeared. How fast it gets there is measured by
    // bench/broadcast.ts (a shared CI machine is no place for a stopwatch), and the highlight's exact second by
    // use-score-flash.test.ts with fake timers; here: it arrives on both, highlighted, and the highlight ends.
    for (const board of [boardA, boardB]) {
      const change = await scoreChange(board, "1", { highlightOff: true });
      // Highlighted in yellow with the goal icon as the score changed, and not shorter than its second.
      expect(change).toMatchObject({ highlighted: "true", icon: true });
      expect(change.highlightOffAt! - change.at).toBeGreaterThan(900);
      await expect(board.getByTestId("team-b-panel")).toHaveAttribute("data-highlighted", "false");
    }
    // With motion, the yellow layer fades in; with reduced motion it is fully shown at once, without animation.
    expect((await scoreChange(boardA, "1")).flash?.animation).toBe("broadcast-flash");
    expect((await scoreChange(boardB, "1")).flash).toEqual({ animation: "none", opacity: "1" });
    await expect(boardA.getByTestId("team-a-panel")).toHaveAttribute("data-highlighted", "false");
    await boardA.screenshot({ path: shot("scoreboard-after-goal", testInfo) });

    // Minus back to 0 (that change highlights too), and the minus is disabled again.
    await minusA.click();
    await expect(minusA).toBeDisabled();
    for (const board of [boardA, boardB]) await expect(board.getByTestId("team-a-score")).toHaveText("0");
    await adminCtx.close();
    await boardA.context().close();
    await boardB.context().close();
  });

  test("pause stops both clocks on the same second, and a scoreboard reloaded mid-game shows the score and time", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { live: n } = matchesOf(testInfo);
    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    await resetMatch(adminCtx, baseURL!, n);
    const admin = await adminCtx.newPage();
    await admin.goto("/sports-lower-third-admin");
    const card = matchCard(admin, n);
    const boardA = await openScoreboard(browser, testInfo, `/sports-lower-third-match-${n}`);
    const boardB = await openScoreboard(browser, testInfo, `/sports-lower-third-match-${n}`);
    for (const board of [boardA, boardB]) await expect(board.getByTestId("match-clock")).toHaveText("00:00");

    await card.getByRole("button", { name: `Start match ${n} clock` }).click();
    for (const board of [boardA, boardB]) {
      await expect(board.getByTestId("clock-state")).toHaveText("LIVE");
      await expect(board.getByTestId("live-dot")).toBeVisible();
    }
    // At least two seconds in (a busy machine may skip a frame, so "00:02" itself may never be on screen).
    await expect
      .poll(async () => seconds(await boardA.getByTestId("match-clock").innerText()), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await card.getByRole("button", { name: "Goal for Team B" }).click();
    await card.getByRole("button", { name: `Pause match ${n} clock` }).click();
    for (const board of [boardA, boardB]) {
      await expect(board.getByTestId("clock-state")).toHaveText("PAUSED");
      await expect(board.getByTestId("team-b-score")).toHaveText("1");
      await expect(board.getByTestId("live-dot")).toHaveCount(0);
    }
    const stoppedAt = await boardA.getByTestId("match-clock").innerText();
    expect(seconds(stoppedAt)).toBeGreaterThanOrEqual(2);
    await expect(boardB.getByTestId("match-clock")).toHaveText(stoppedAt);
    await expect(card.getByTestId(`control-clock-${n}`)).toHaveText(stoppedAt);
    // Stopped means stopped: a second and a half later every screen still shows the same second.
    await boardA.waitForTimeout(1_500);
    for (const board of [boardA, boardB]) await expect(board.getByTestId("match-clock")).toHaveText(stoppedAt);

    // Resume; closing the control centre does not stop the clock; a reloaded screen catches up at once.
    await card.getByRole("button", { name: `Start match ${n} clock` }).click();
    await expect(boardB.getByTestId("clock-state")).toHaveText("LIVE");
    await admin.close();
    await expect(boardA.getByTestId("match-clock")).not.toHaveText(stoppedAt, { timeout: 10_000 });
    await boardB.reload();
    await expect(boardB.getByTestId("team-b-score")).toHaveText("1");
    await expect(boardB.getByTestId("clock-state")).toHaveText("LIVE");
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all([
          boardA.getByTestId("match-clock").innerText(),
          boardB.getByTestId("match-clock").innerText(),
        ]);
        return Math.abs(seconds(a) - seconds(b)) <= 1 && seconds(b) > seconds(stoppedAt);
      })
      .toBe(true);
    await resetMatch(adminCtx, baseURL!, n);
    for (const board of [boardA, boardB]) {
      await expect(board.getByTestId("match-clock")).toHaveText("00:00");
      await expect(board.getByTestId("team-b-score")).toHaveText("0");
    }
    await adminCtx.close();
    await boardA.context().close();
    await boardB.context().close();
  });

  test("Open Display opens the live display, which follows all four matches and shows GOAL!", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { live: n } = matchesOf(testInfo);
    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    await resetMatch(adminCtx, baseURL!, n);
    await changeMatch(adminCtx, baseURL!, n, { teamAName: "North Stars", teamBName: "South Comets" });
    const admin = await adminCtx.newPage();
    await admin.goto("/sports-lower-third-admin");
    const opened = adminCtx.waitForEvent("page");
    await admin.getByRole("button", { name: "Open Display" }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/sports-lower-third");
    await tab.close();

    const display = await openScoreboard(browser, testInfo, `/sports-lower-third?match=${n}`);
    const sidebar = display.getByRole("navigation", { name: "Matches" });
    for (const m of [1, 2, 3, 4]) await expect(display.getByTestId(`sidebar-match-${m}`)).toContainText(`MATCH ${m}`);
    await expect(display.getByTestId(`sidebar-match-${n}`)).toContainText("WATCHING NOW");
    await expect(sidebar.getByText("WATCHING NOW")).toHaveCount(1);
    await expect(display.getByTestId("team-a-panel")).toContainText("North Stars");
    await expect(display.getByTestId("goal-overlay")).toHaveCount(0);

    // The overlay shows for a moment: the page itself writes down what it showed, so a busy machine cannot miss it.
    await display.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        const overlay = document.querySelector('[data-testid="goal-overlay"]');
        if (overlay?.textContent) seen.push(overlay.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as { goalOverlays: string[] }).goalOverlays = seen;
    });
    await matchCard(admin, n).getByRole("button", { name: "Goal for Team A" }).click();
    await expect
      .poll(() => display.evaluate(() => (window as unknown as { goalOverlays: string[] }).goalOverlays.join(" | ")))
      .toMatch(/GOAL!.*North Stars|North Stars.*GOAL!/);
    await expect(display.getByTestId(`sidebar-match-${n}`)).toContainText("1");
    // One goal of ten: the progress bar is a tenth full (drawn by transform, not width).
    await expect(display.getByTestId("team-a-progress")).toHaveCSS("transform", "matrix(0.1, 0, 0, 1, 0, 0)");
    await display.screenshot({ path: shot("live-display-goal", testInfo) });
    await expect(display.getByTestId("goal-overlay")).toHaveCount(0, { timeout: 10_000 });
    await display.screenshot({ path: shot("live-display", testInfo) });
    await resetMatch(adminCtx, baseURL!, n);
    await adminCtx.close();
    await display.context().close();
  });
});

test.describe("who may use the control centre", () => {
  test("signed out it asks for an admin login; a student is refused; the API refuses both", async ({
    browser,
    page,
    baseURL,
  }, testInfo) => {
    await page.goto("/sports-lower-third-admin");
    await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByTestId(/^match-card-/)).toHaveCount(0);

    const context = await projectContext(browser, testInfo);
    const student = await createConfirmedStudent(context.request, baseURL!, { email: uniqueEmail("broadcast") });
    await signInThroughApi(context.request, baseURL!, student);
    const studentPage = await context.newPage();
    await studentPage.goto("/sports-lower-third-admin");
    await expect(studentPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(studentPage.getByRole("button", { name: "Open Display" })).toHaveCount(0);
    await expectNoA11yViolations(studentPage);
    const change = await context.request.patch(`/api/sports/matches/${matchesOf(testInfo).spare}`, {
      headers: originHeaders(baseURL!),
      data: { teamAScoreChange: 1 },
    });
    expect(change.status()).toBe(403);
    await context.close();
  });

  // On a phone: e2e/a11y.spec.ts checks this page (axe, fit, tap targets) in the phone project.
  test("the control centre shows all four matches, is accessible and fits the screen", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    const admin = await adminCtx.newPage();
    await admin.goto("/sports-lower-third-admin");
    await expect(admin.getByRole("heading", { name: "Sports Control Centre", level: 1 })).toBeVisible();
    await expect(admin.getByTestId(/^match-card-/)).toHaveCount(4);
    for (const n of [1, 2, 3, 4]) {
      const card = matchCard(admin, n);
      await expect(card.getByRole("button", { name: `Reset Match ${n}` })).toBeVisible();
      await expect(card.getByTestId(`preview-${n}`)).toBeVisible();
    }
    await expectNoA11yViolations(admin);
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.screenshot({ path: shot("control-centre", testInfo) });
    await matchCard(admin, 1).screenshot({ path: shot("control-centre-card", testInfo) });
    await adminCtx.close();
  });
});

test.describe("the scoreboards on air", () => {
  test("each match scoreboard fills 1920x1080: logo at the top centre, badge top right, bar at the bottom", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    for (const n of [1, 2, 3, 4]) {
      const board = await openScoreboard(browser, testInfo, `/sports-lower-third-match-${n}`);
      await expect(board).toHaveTitle(new RegExp(`Match ${n} Scoreboard`));
      await expect(board.getByTestId("network-badge")).toContainText("Sports Network");
      await expect(board.getByTestId("match-indicator")).toContainText(`MATCH ${n}`);
      // Wait for the entry (0.5 s, then staggered slides) to end.
      await board.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      );
      const logo = (await board.getByTestId("scoreboard-logo").boundingBox())!;
      const badge = (await board.getByTestId("network-badge").boundingBox())!;
      const barA = (await board.getByTestId("team-a-panel").boundingBox())!;
      const barB = (await board.getByTestId("team-b-panel").boundingBox())!;
      expect(Math.abs(logo.x + logo.width / 2 - 960)).toBeLessThan(2);
      expect(logo.y).toBeLessThan(120);
      expect(badge.x + badge.width).toBeGreaterThan(1800);
      expect(badge.x + badge.width).toBeLessThanOrEqual(1920);
      expect(barA.x).toBeGreaterThanOrEqual(0);
      expect(barB.x + barB.width).toBeLessThanOrEqual(1920);
      expect(barA.y + barA.height).toBeLessThanOrEqual(1080);
      expect(barA.y).toBeGreaterThan(800);
      // The chroma-key green behind everything, and nothing to scroll.
      const page = await board.evaluate(() => ({
        green: getComputedStyle(document.querySelector('[data-testid="match-scoreboard"] > div')!).backgroundColor,
        scroll: document.documentElement.scrollHeight - window.innerHeight,
      }));
      expect(page).toEqual({ green: "rgb(0, 177, 64)", scroll: 0 });
      await board.screenshot({ path: shot(`scoreboard-${n}`, testInfo) });
      await board.context().close();
    }
  });

  test("animations move only transform and opacity", async ({ page }) => {
    await page.goto("/sports-lower-third");
    await expect(page.getByTestId("network-badge")).toBeVisible();
    const animated = await page.evaluate(() => {
      const properties = new Set<string>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          if (!(rule instanceof CSSKeyframesRule) || !rule.name.startsWith("broadcast-")) continue;
          for (const frame of Array.from(rule.cssRules) as CSSKeyframeRule[]) {
            for (const property of Array.from(frame.style)) properties.add(property);
          }
        }
      }
      return [...properties].sort();
    });
    expect(animated).toEqual(["opacity", "transform"]);
  });

  test("a scoreboard shows its defaults, never an error, while the API is down, and recovers", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { spare: n } = matchesOf(testInfo);
    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    await resetMatch(adminCtx, baseURL!, n);
    await changeMatch(adminCtx, baseURL!, n, { teamAName: "Lakeside Lions", teamBName: "Valley Vipers" });

    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      serviceWorkers: testInfo.project.use.serviceWorkers,
      viewport: { width: 1920, height: 1080 },
    });
    const board = await context.newPage();
    const errors: string[] = [];
    board.on("pageerror", (error) => errors.push(error.message));
    let apiDown = true;
    await board.route("**/api/**", (route) => (apiDown ? route.abort("connectionrefused") : route.fallback()));
    await board.routeWebSocket("**/api/realtime", (ws) => {
      if (apiDown) void ws.close();
      else ws.connectToServer();
    });
    await board.goto(`/sports-lower-third-match-${n}`);
    await expect(board.getByTestId("team-a-panel")).toContainText("TEAM A");
    await expect(board.getByTestId("team-b-panel")).toContainText("TEAM B");
    await expect(board.getByTestId("team-a-score")).toHaveText("0");
    await expect(board.getByTestId("clock-state")).toHaveText("PAUSED");
    await expect(board.getByTestId("match-clock")).toHaveText("00:00");
    await board.waitForTimeout(2_500);
    await expect(board.getByText(/something went wrong|error|failed/i)).toHaveCount(0);
    await expect(board.getByTestId("network-badge")).toBeVisible();

    // The API comes back: the screen finds the match on its own, then follows it live.
    apiDown = false;
    await expect(board.getByTestId("team-a-panel")).toContainText("Lakeside Lions", { timeout: 20_000 });

    // The network drops mid-game: the screen keeps what it has, then catches up when it returns.
    await changeMatch(adminCtx, baseURL!, n, { running: true });
    await expect(board.getByTestId("clock-state")).toHaveText("LIVE", { timeout: 10_000 });
    await context.setOffline(true);
    await changeMatch(adminCtx, baseURL!, n, { teamBScoreChange: 2 });
    const before = await board.getByTestId("match-clock").innerText();
    await expect(board.getByTestId("match-clock")).not.toHaveText(before, { timeout: 3_000 });
    await expect(board.getByTestId("team-a-panel")).toContainText("Lakeside Lions");
    await expect(board.getByText(/something went wrong|error|failed/i)).toHaveCount(0);
    await context.setOffline(false);
    await expect(board.getByTestId("team-b-score")).toHaveText("2", { timeout: 20_000 });
    expect(errors).toEqual([]);
    await resetMatch(adminCtx, baseURL!, n);
    await adminCtx.close();
    await context.close();
  });
});

test.describe("the lower-third generator", () => {
  test("the PIN gate refuses a wrong PIN, opens with the right one, and a recording downloads a webm", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Counts what the page's recorder has encoded, so that Stop is pressed once the file holds frames: Chromium's
    // software VP8/VP9 encoder (no GPU here) gives its first 1920x1080 frames after seconds, more on a busy machine.
    await page.addInitScript(() => {
      const Native = window.MediaRecorder;
      const counted = window as unknown as { recordedBytes: number };
      counted.recordedBytes = 0;
      window.MediaRecorder = class extends Native {
        constructor(...args: ConstructorParameters<typeof MediaRecorder>) {
          super(...args);
          this.addEventListener("dataavailable", (event) => {
            counted.recordedBytes += event.data.size;
          });
        }
      };
    });
    await page.goto("/lower-third");
    const pin = page.getByLabel("PIN");
    await expect(pin).toHaveAttribute("type", "password");
    await expect(pin).toHaveAttribute("maxlength", "4");
    await expectNoA11yViolations(page);
    await page.screenshot({ path: shot("lower-third-gate", testInfo) });

    await pin.fill("1357");
    await page.getByRole("button", { name: "Access" }).click();
    await expect(toast(page, "Invalid PIN")).toBeVisible();
    await expect(toast(page, "Please try again")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Lower-Third Generator", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveCount(0);

    await pin.fill(LOWER_THIRD_PIN);
    await page.getByRole("button", { name: "Access" }).click();
    await expect(page.getByRole("heading", { name: "Graphics" })).toBeVisible();
    // The right PIN gave this browser a grant the server checks (an HttpOnly cookie): a reload keeps it open.
    const grant = (await page.context().cookies()).find((c) => c.name.endsWith("lower_third_grant"));
    expect(grant).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/lower-third" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Graphics" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Jordan Rivera");
    await expect(page.getByLabel("Title")).toHaveValue("Student Council President");
    await page.getByLabel("Name").fill("Maya Chen");
    await page.getByLabel("Title").fill("Head of Sports");
    await page.getByRole("button", { name: "Update Graphics" }).click();
    await expect(page.getByRole("img", { name: "Lower-third banner: Maya Chen, Head of Sports" })).toBeVisible();
    await page.getByRole("button", { name: "Restart Animation" }).click();
    await expectNoA11yViolations(page);
    await page.waitForTimeout(1_500);
    await page.screenshot({ path: shot("lower-third", testInfo), fullPage: true });

    await page.getByRole("button", { name: "Start Record" }).click();
    await expect(page.getByText(/^Recording \d\d:\d\d$/)).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { recordedBytes: number }).recordedBytes > 1_000, null, {
      timeout: 90_000,
    });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Stop Record" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.webm$/);
    const bytes = await fs.readFile(await file.path());
    expect(bytes.length).toBeGreaterThan(1_000);
    // A webm file starts with the EBML header.
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    await expect(page.getByRole("button", { name: "Start Record" })).toBeVisible();

    // The transparent background for OBS.
    await page.getByRole("radio", { name: /Transparent/ }).check();
    await page.getByRole("button", { name: "Output view" }).click();
    await expect(page.getByTestId("lower-third-output")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("lower-third-output")).toHaveCount(0);
  });
});

test.describe("the campaign poster", () => {
  /** Pages in a PDF Chromium wrote: one `/Type /Page` object each (the tree's root is `/Type /Pages`). */
  const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

  test("prints on exactly one page, letter and A4, and links back home", async ({ page }, testInfo) => {
    await page.goto("/campaign-poster");
    await expect(page.getByRole("button", { name: "Print Poster" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectNoA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot("poster", testInfo), fullPage: true });

    // Promises left blank are refused under their box, and the poster keeps its text.
    await page.getByLabel("Promises").fill(" \n ");
    await page.getByRole("button", { name: "Update Poster" }).click();
    await expect(page.getByLabel("Promises")).toHaveAccessibleDescription(/Please enter at least one promise/);
    await expect(page.locator(".campaign-poster")).toContainText("Cheaper tickets for dances and games");
    await page.getByLabel("Promises").fill("Publish the budget\n\nFair grants for every club");

    // Edit the text in the page; the printed poster carries it.
    await page.getByLabel("Candidate").fill("Priya Natarajan");
    await page.getByRole("button", { name: "Update Poster" }).click();
    await expect(page.locator(".campaign-poster")).toContainText("Priya Natarajan");
    await expect(page.locator(".campaign-poster li")).toHaveText(["Publish the budget", "Fair grants for every club"]);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print Poster" })).toBeHidden();
    await page.screenshot({ path: shot("poster-print", testInfo) });
    for (const format of ["Letter", "A4"] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pageCount(pdf), `${format} pages`).toBe(1);
    }
  });
});
