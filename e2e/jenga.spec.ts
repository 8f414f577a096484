// Jenga in the browser, against the real server: two students and the admin in their own browsers create a game,
// join by code, get approved, play alternating moves seen live by the other player, finish, and read the
// leaderboard; plus invites, the refusals, the guards of each page and their accessibility.
import { type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createConfirmedStudent, signInThroughApi, uniqueEmail } from "./support/accounts";
import { projectContext } from "./support/contexts";

/** A toast whose text is exactly `text` (a title or a description). */
function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

/** A name no other test (or the other project) uses, so parallel tests never read each other's games. */
function uniqueName(label: string, testInfo: TestInfo) {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

async function adminPage(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return context.newPage();
}

async function studentPage(browser: Browser, testInfo: TestInfo, baseURL: string, fullName: string) {
  const context = await projectContext(browser, testInfo);
  const student = await createConfirmedStudent(context.request, baseURL, { email: uniqueEmail("jenga"), fullName });
  await signInThroughApi(context.request, baseURL, student);
  return context.newPage();
}

/** Creates a game from the admin page and returns its code, read from the Manage Games card. */
async function createGame(admin: Page, name: string): Promise<string> {
  await admin.goto("/jenga/admin");
  await admin.getByRole("tab", { name: "Create Game" }).click();
  await admin.getByLabel("Game Name").fill(name);
  await admin.getByRole("button", { name: "Create Game" }).click();
  await expect(toast(admin, "Game Created")).toBeVisible();
  await expect(admin.getByRole("tab", { name: "Manage Games" })).toHaveAttribute("aria-selected", "true");
  const code = await gameCard(admin, name).locator("dt:text-is('Code') + dd").innerText();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  return code;
}

/** One game's card on the admin's Manage Games tab. */
function gameCard(admin: Page, name: string) {
  return admin.locator("li").filter({ has: admin.getByRole("heading", { level: 3, name, exact: true }) });
}

async function joinByCode(page: Page, code: string) {
  await page.goto("/jenga");
  await page.getByLabel("Game Code").fill(code);
  await page.getByRole("button", { name: "Join Game", exact: true }).click();
  await expect(toast(page, "Request Sent!")).toBeVisible();
  await expect(toast(page, "Your request to join the game has been sent to the admin for approval")).toBeVisible();
}

/** A player's line in the rankings (not the podium): a table row on a wide screen, a card on a phone. */
function ranking(page: Page, name: string) {
  return page.locator('[aria-labelledby="jenga-rankings"]:visible').locator("tr, li").filter({ hasText: name });
}

test.describe("a whole game", () => {
  test("two students join by code, play alternating moves seen live, and the finish reaches the leaderboard", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const gameName = uniqueName("Lunch Tower", testInfo);
    const anaName = uniqueName("Ana", testInfo);
    const benName = uniqueName("Ben", testInfo);
    const admin = await adminPage(browser, testInfo, baseURL!);
    const ana = await studentPage(browser, testInfo, baseURL!, anaName);
    const ben = await studentPage(browser, testInfo, baseURL!, benName);

    const code = await createGame(admin, gameName);
    await expectNoA11yViolations(admin);

    // The code is typed in lowercase: the box uppercases it.
    await joinByCode(ana, code.toLowerCase());
    await joinByCode(ben, code);

    // The admin's list shows the requests live, without a reload.
    const card = gameCard(admin, gameName);
    await card.getByRole("button", { name: `Approve ${anaName}` }).click();
    await expect(toast(admin, "Player Approved")).toBeVisible();
    await card.getByRole("button", { name: `Approve ${benName}` }).click();
    await expect(card.getByText(`${anaName}, ${benName}`)).toBeVisible();

    // Ana's hub shows the game waiting; the start reaches it live.
    const hubGame = ana.locator("li").filter({ has: ana.getByRole("heading", { name: gameName, exact: true }) });
    await expect(hubGame.getByText("waiting", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Start Game" }).click();
    await expect(toast(admin, "Game Started")).toBeVisible();
    await expect(hubGame.getByText("active", { exact: true })).toBeVisible();
    await expect(hubGame.getByText(`${anaName}, ${benName}`)).toBeVisible();
    await expectNoA11yViolations(ana);

    await hubGame.getByRole("link", { name: `Join Game: ${gameName}` }).click();
    await expect(ana.getByRole("heading", { level: 1, name: gameName })).toBeVisible();
    await ben.goto(ana.url());
    await expect(ben.getByRole("heading", { level: 1, name: gameName })).toBeVisible();

    // Ana joined first, so she moves first; Ben is offered no move.
    await expect(ana.getByText("Your Turn!")).toBeVisible();
    await expect(ben.getByText(`It's ${anaName}'s turn`)).toBeVisible();
    await expect(ben.getByRole("button", { name: "Easy Block (+1 pt)" })).toHaveCount(0);
    await expect(ben.getByText("No moves yet")).toBeVisible();
    await expectNoA11yViolations(ben);

    await ana.getByRole("button", { name: "Hard Block (+3 pts)" }).click();
    await expect(toast(ana, "Move Made!")).toBeVisible();
    await expect(ana.getByRole("button", { name: "Hard Block (+3 pts)" })).toHaveCount(0);
    // Ben sees the move and his turn without reloading.
    const benMoves = ben.getByRole("list", { name: "Latest moves, newest first" });
    await expect(benMoves.getByRole("listitem").first()).toContainText(anaName);
    await expect(benMoves.getByRole("listitem").first()).toContainText("+3");
    await expect(ben.getByText("Your Turn!")).toBeVisible();
    await expect(ben.getByText("2 players · 1 move")).toBeVisible();

    await ben.getByRole("button", { name: "Easy Block (+1 pt)" }).click();
    await expect(toast(ben, "Move Made!")).toBeVisible();
    await expect(ana.getByText("Your Turn!")).toBeVisible();
    await expect(
      ana.getByRole("list", { name: "Latest moves, newest first" }).getByRole("listitem").first(),
    ).toContainText(benName);
    await ana.getByRole("button", { name: "Hard Block (+3 pts)" }).click();
    await expect(ben.getByText("2 players · 3 moves")).toBeVisible();

    // Ben watches the leaderboard while the admin finishes the game.
    await ben.goto("/jenga/leaderboard");
    await expect(ben.getByRole("heading", { level: 1, name: "Jenga Leaderboard" })).toBeVisible();
    await expect(ranking(ben, benName)).toContainText("1");
    // Ben has statistics now (his move), so the board tells him where he stands.
    await expect(ben.getByText(/^Your rank: \d+ of \d+$/)).toBeVisible();

    await admin.getByRole("tab", { name: "Finish Game" }).click();
    await admin.getByLabel("Game", { exact: true }).selectOption({ label: `${gameName} (${code})` });
    await admin.getByLabel("Winner").selectOption({ label: anaName });
    // The loser list leaves out the winner.
    await expect(admin.getByLabel("Loser").locator("option", { hasText: anaName })).toHaveCount(0);
    await admin.getByLabel("Loser").selectOption({ label: benName });
    await admin.getByRole("button", { name: "Finish Game" }).click();
    await expect(toast(admin, "Game Finished")).toBeVisible();

    // Ana's game page turns into the result live.
    await expect(ana.getByText("Game Finished!")).toBeVisible();
    await expect(ana.getByText(`Winner: ${anaName}`)).toBeVisible();
    await expect(ana.getByText(`Loser: ${benName}`)).toBeVisible();
    await expect(ana.getByRole("button", { name: "Hard Block (+3 pts)" })).toHaveCount(0);

    // Ana: 3 + 3 block points + 15; Ben: -10 instead of his 1. Ratings by Elo (K = 32) from 1000 each.
    await expect(ranking(ben, anaName)).toContainText("21");
    await expect(ranking(ben, anaName)).toContainText("1016");
    await expect(ranking(ben, anaName)).toContainText("100%");
    await expect(ranking(ben, benName)).toContainText("-10");
    await expect(ranking(ben, benName)).toContainText("984");
    await expectNoA11yViolations(ben);

    // Ana's hub cards and record agree.
    await ana.goto("/jenga");
    await expect(ana.getByRole("listitem").filter({ hasText: "Total Points" })).toContainText("21");
    await expect(ana.getByRole("listitem").filter({ hasText: "Rating" })).toContainText("1016");
    await expect(ana.getByText("Games Played: 1")).toBeVisible();
    await expect(ana.getByText("Win rate: 100%")).toBeVisible();
    await ana.getByRole("tab", { name: "My Record" }).click();
    await expect(ana.getByText("Average Points per Game")).toBeVisible();
    await expectNoA11yViolations(ana);
    // A finished game leaves the hub's list.
    await ana.getByRole("tab", { name: "Live Games" }).click();
    await expect(ana.getByRole("heading", { name: gameName, exact: true })).toHaveCount(0);

    for (const page of [admin, ana, ben]) await page.context().close();
  });
});

test.describe("joining by code", () => {
  test("keeps Join Game disabled while empty, and refuses a blank or unknown code", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await studentPage(browser, testInfo, baseURL!, uniqueName("Joiner", testInfo));
    await page.goto("/jenga");
    await expect(page.getByRole("heading", { level: 1, name: "Jenga Hub" })).toBeVisible();
    const join = page.getByRole("button", { name: "Join Game", exact: true });
    await expect(join).toBeDisabled();

    const box = page.getByLabel("Game Code");
    await box.fill("   ");
    await join.click();
    await expect(toast(page, "Please enter a game code")).toBeVisible();

    await box.fill("");
    await box.pressSequentially("zzzzzzzz");
    // Limited to 6 characters, forced to uppercase.
    await expect(box).toHaveValue("ZZZZZZ");
    await join.click();
    await expect(toast(page, "No game found with that code")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.context().close();
  });
});

test.describe("invites", () => {
  test("an invite from Manage Games reaches the student live, and accepting makes them a player", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const gameName = uniqueName("Invite Tower", testInfo);
    const studentName = uniqueName("Ivy", testInfo);
    const admin = await adminPage(browser, testInfo, baseURL!);
    const student = await studentPage(browser, testInfo, baseURL!, studentName);

    await student.goto("/jenga");
    await student.getByRole("tab", { name: "My Invites" }).click();
    await expect(student.getByText("No pending invites")).toBeVisible();

    await createGame(admin, gameName);
    await gameCard(admin, gameName)
      .getByRole("button", { name: `Invite Player to ${gameName}` })
      .click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Search by name or email").fill(studentName);
    await dialog.getByRole("button", { name: `Invite ${studentName}` }).click();
    await expect(toast(admin, "Invite Sent")).toBeVisible();
    await expectNoA11yViolations(admin);
    await admin.keyboard.press("Escape");

    // The count badge and the invite arrive without a reload.
    await expect(student.getByRole("tab", { name: "My Invites 1 pending" })).toBeVisible();
    await expect(student.getByRole("heading", { name: gameName })).toBeVisible();
    await expectNoA11yViolations(student);
    await student.getByRole("button", { name: `Accept invite to ${gameName}` }).click();
    await expect(toast(student, "Invite Accepted")).toBeVisible();
    await expect(student.getByText("No pending invites")).toBeVisible();

    await expect(gameCard(admin, gameName).getByText(`Players: ${studentName}`)).toBeVisible();
    for (const page of [admin, student]) await page.context().close();
  });
});

test.describe("who may see what", () => {
  test("signed-out visitors are sent home from every Jenga page", async ({ page }) => {
    for (const path of ["/jenga", "/jenga/leaderboard", "/jenga/admin", "/jenga/game/some-game"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("a student is told 'Access Denied' on the admin page and sent to the hub", async ({
    browser,
    baseURL,
  }, testInfo) => {
    const page = await studentPage(browser, testInfo, baseURL!, uniqueName("Curious", testInfo));
    await page.goto("/jenga/admin");
    await expect(toast(page, "Access Denied")).toBeVisible();
    await expect(toast(page, "You need admin privileges to access this page")).toBeVisible();
    await expect(page).toHaveURL(/\/jenga$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jenga Hub" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await page.context().close();
  });

  test("a missing game shows 'Game not found' with a way back to the hub", async ({ browser, baseURL }, testInfo) => {
    const page = await studentPage(browser, testInfo, baseURL!, uniqueName("Lost", testInfo));
    await page.goto("/jenga/game/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Game not found" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Hub" }).last().click();
    await expect(page).toHaveURL(/\/jenga$/);
    await page.context().close();
  });

  test("the admin's Create Game refuses a blank name", async ({ browser, baseURL }, testInfo) => {
    const admin = await adminPage(browser, testInfo, baseURL!);
    await admin.goto("/jenga/admin");
    await admin.getByLabel("Game Name").fill("   ");
    await admin.getByRole("button", { name: "Create Game" }).click();
    await expect(toast(admin, "Please provide a game name")).toBeVisible();
    await expect(admin.getByLabel("Game Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(admin);
    await admin.context().close();
  });
});

test.describe("layout", () => {
  test("the Jenga pages never scroll sideways, on a phone or a desktop", async ({ browser, baseURL }, testInfo) => {
    const admin = await adminPage(browser, testInfo, baseURL!);
    const noSidewaysScroll = async (where: string) => {
      const { scrollWidth, innerWidth } = await admin.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth);
    };
    for (const path of ["/jenga", "/jenga/leaderboard"]) {
      await admin.goto(path);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      await noSidewaysScroll(path);
    }
    await admin.goto("/jenga/admin");
    for (const tab of ["Create Game", "Manage Games", "Finish Game"]) {
      await admin.getByRole("tab", { name: tab }).click();
      await expect(admin.getByRole("tabpanel", { name: tab })).toBeVisible();
      await noSidewaysScroll(tab);
    }
    await admin.context().close();
  });
});
