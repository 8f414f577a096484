// Spikeball tournaments in the browser, against the real server: the admin creates a 4-team tournament, builds,
// arranges and publishes its bracket, and plays it to the final while an approved student (a team captain) watches
// the bracket update live and updates the score of their own match; plus the documentation page, the guards, phone
// layout and accessibility.
import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from "@playwright/test";
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

/** A toast whose text is exactly `text` (a title or a description). */
function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

/**
 * Sees a toast and closes it, as a person does when it covers what they tap next: on a phone the toasts stand over the
 * bottom of the page, and one raised under the pointer stays while the pointer rests on it.
 */
async function closeToast(page: Page, text: string) {
  const shown = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  await expect(shown).toBeVisible();
  await shown.getByRole("button", { name: "Close toast" }).click();
  await expect(shown).toBeHidden();
}

/** A name no other test (or the other project) uses. */
function uniqueName(label: string, testInfo: TestInfo) {
  return `${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

async function adminContext(browser: Browser, testInfo: TestInfo, baseURL: string) {
  const context = await projectContext(browser, testInfo);
  await signInThroughApi(context.request, baseURL, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  return context;
}

async function postJson(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const res = await request.post(url, { headers: originHeaders(baseURL), data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** An approved spikeball student, signed in, captain of a new team called `teamName`. */
async function captainContext(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  admin: APIRequestContext,
  teamName: string,
) {
  const context = await projectContext(browser, testInfo);
  const student = await createConfirmedStudent(context.request, baseURL, {
    email: uniqueEmail("cup"),
    fullName: uniqueName("Casey Captain", testInfo),
  });
  await signInThroughApi(context.request, baseURL, student);
  const me = (await (await context.request.get("/api/accounts/me")).json()) as { user: { id: string } };
  await postJson(admin, baseURL, `/api/spikeball/admin/users/${me.user.id}/review`, { status: "approved" });
  await postJson(context.request, baseURL, "/api/spikeball/teams", { name: teamName });
  return context;
}

async function openAdminTournaments(page: Page) {
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Spikeball", exact: true }).click();
  await page.getByRole("tab", { name: "Tournaments", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Create Tournament" })).toBeVisible();
}

function adminCard(page: Page, name: string) {
  return page.locator("li").filter({ has: page.getByRole("heading", { level: 4, name, exact: true }) });
}

/** The page itself never scrolls sideways (only the bracket's own frame may). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("a 4-team tournament", () => {
  test("the admin builds, seeds, publishes and plays it to the final while a captain watches live", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const cupName = `Lunch Cup ${suffix}`;
    const teams = [`Aces ${suffix}`, `Blockers ${suffix}`, `Comets ${suffix}`, `Dunkers ${suffix}`];

    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    const admin = await adminCtx.newPage();
    const studentCtx = await captainContext(browser, testInfo, baseURL!, adminCtx.request, teams[0]!);
    const student = await studentCtx.newPage();
    for (const name of teams.slice(1))
      await postJson(adminCtx.request, baseURL!, "/api/spikeball/admin/teams", { name });

    // Create.
    await openAdminTournaments(admin);
    await admin.getByLabel("Tournament Name").fill(cupName);
    await admin.getByLabel("Description (optional)").fill("Four teams, back field, to 21.");
    await admin.getByLabel("Max Teams").selectOption("4");
    await admin.getByRole("button", { name: "Create Tournament" }).click();
    await closeToast(admin, "Tournament created");
    const card = adminCard(admin, cupName);
    await expect(card.getByText("setup", { exact: true })).toBeVisible();

    // Students never see it while it is in setup.
    await student.goto("/spikeball-dashboard");
    await student.getByRole("tab", { name: "Tournaments", exact: true }).click();
    await expect(student.getByRole("heading", { name: "Upcoming Matches" })).toBeVisible();
    await expect(student.getByRole("heading", { name: cupName })).toHaveCount(0);

    // Build, then place the four teams by hand, then publish.
    await card.getByRole("button", { name: "Build Bracket" }).click();
    await expect(toast(admin, "Bracket built")).toBeVisible();
    await card.getByRole("button", { name: `Edit Bracket: ${cupName}` }).click();
    const editor = admin.getByRole("dialog");
    await editor.getByLabel("Match 1, team 1").selectOption({ label: teams[0]! });
    await editor.getByLabel("Match 1, team 2").selectOption({ label: teams[1]! });
    await editor.getByLabel("Match 2, team 1").selectOption({ label: teams[2]! });
    await editor.getByLabel("Match 2, team 2").selectOption({ label: teams[3]! });
    await expectNoA11yViolations(admin);
    await editor.getByRole("button", { name: "Save Bracket" }).click();
    await expect(toast(admin, "Bracket saved")).toBeVisible();
    await expect(editor).toBeHidden();
    await card.getByRole("button", { name: "Publish Bracket" }).click();
    await expect(toast(admin, "Bracket Published")).toBeVisible();
    await expect(card.getByText("ready", { exact: true })).toBeVisible();

    // The student's list gets it live; their upcoming match appears too.
    const studentCard = student
      .locator("li")
      .filter({ has: student.getByRole("heading", { name: cupName, exact: true }) });
    await expect(studentCard.getByText("ready", { exact: true })).toBeVisible();
    await expect(studentCard.getByText("4/4 teams")).toBeVisible();
    await expect(student.getByRole("heading", { name: `${teams[0]} vs ${teams[1]}` })).toBeVisible();
    await expectNoA11yViolations(student);
    await student.screenshot({ path: `/tmp/tournaments-tab-${testInfo.project.name}.png`, fullPage: true });
    await expectNoPageOverflow(student);

    // The admin opens the bracket with its match controls and starts semifinal 1.
    await card.getByRole("button", { name: `View Bracket: ${cupName}` }).click();
    const adminDialog = admin.getByRole("dialog");
    const semi1 = adminDialog.getByRole("group", { name: "Manage Semifinals, match 1", exact: true });
    await semi1.getByRole("button", { name: "Start Match" }).click();
    await expect(toast(admin, "Match Started")).toBeVisible();

    // The captain updates the score of their own match in progress; the admin's boxes follow live.
    await expect(student.getByText("In progress")).toBeVisible();
    // A score above the maximum is refused under its own box, and the box is named invalid.
    const captainForm = student.getByRole("form", { name: "Update score" });
    await captainForm.getByLabel(`${teams[1]} score`).fill("1000");
    await captainForm.getByRole("button", { name: "Update Score" }).click();
    await expect(captainForm.getByText(/^Scores are whole numbers from 0 to \d+$/)).toBeVisible();
    await expect(captainForm.getByLabel(`${teams[1]} score`)).toHaveAttribute("aria-invalid", "true");
    await expect(captainForm.getByLabel(`${teams[0]} score`)).not.toHaveAttribute("aria-invalid");
    await captainForm.scrollIntoViewIfNeeded();
    await student.screenshot({ path: `/tmp/tournaments-score-error-${testInfo.project.name}.png` });
    await expectNoPageOverflow(student);
    await student.getByLabel(`${teams[0]} score`).fill("5");
    await student.getByLabel(`${teams[1]} score`).fill("3");
    await student.getByRole("button", { name: "Update Score" }).click();
    await expect(toast(student, "Score updated")).toBeVisible();
    await expect(semi1.getByLabel(`${teams[0]} score`)).toHaveValue("5");
    await expect(semi1.getByLabel(`${teams[1]} score`)).toHaveValue("3");

    // The student watches the bracket from here on.
    await studentCard.getByRole("button", { name: `View Bracket: ${cupName}` }).click();
    const bracket = student.getByRole("region", { name: `${cupName} bracket` });
    const studentSemi1 = bracket.getByRole("group", { name: "Semifinals, match 1", exact: true });
    await expect(studentSemi1.getByText("Live", { exact: true })).toBeVisible();
    await expectNoA11yViolations(student);
    await student.screenshot({ path: `/tmp/tournaments-bracket-${testInfo.project.name}-live.png`, fullPage: false });
    await expectNoPageOverflow(student);

    // A negative score is refused with a clear error, and nothing is saved (issue 36: Update did nothing, silently).
    await semi1.getByLabel(`${teams[0]} score`).fill("-3");
    await semi1.getByRole("button", { name: "Update", exact: true }).click();
    await expect(semi1.getByText(/^Scores are whole numbers from 0 to \d+$/)).toBeVisible();
    await expect(semi1.getByLabel(`${teams[0]} score`)).toHaveAttribute("aria-invalid", "true");
    await expect(studentSemi1.getByText("-3")).toHaveCount(0);

    // A tie is refused with the specification's words.
    await semi1.getByLabel(`${teams[0]} score`).fill("21");
    await semi1.getByLabel(`${teams[1]} score`).fill("21");
    await semi1.getByRole("button", { name: "End Match" }).click();
    await expect(toast(admin, "Failed to end match.")).toBeVisible();
    await expect(toast(admin, "Match cannot end in a tie. Please update scores.")).toBeVisible();

    // Ending it: the winner appears in the final on the student's screen without a reload.
    await semi1.getByLabel(`${teams[1]} score`).fill("17");
    await semi1.getByRole("button", { name: "End Match" }).click();
    await expect(toast(admin, "Match Completed")).toBeVisible();
    await expect(semi1.getByLabel(`${teams[0]} score`)).toBeDisabled();
    await expect(studentSemi1.getByText("(winner)")).toHaveCount(1);
    await expect(studentSemi1.getByText(teams[0]!, { exact: false }).first()).toBeVisible();
    const studentFinal = bracket.getByRole("group", { name: "Finals, match 1", exact: true });
    await expect(studentFinal.getByText(teams[0]!)).toBeVisible();

    // Semifinal 2, scored by the admin, seen live.
    const semi2 = adminDialog.getByRole("group", { name: "Manage Semifinals, match 2", exact: true });
    await semi2.getByRole("button", { name: "Start Match" }).click();
    await expect(semi2.getByRole("button", { name: "End Match" })).toBeVisible();
    await semi2.getByLabel(`${teams[2]} score`).fill("12");
    await semi2.getByLabel(`${teams[3]} score`).fill("21");
    await semi2.getByRole("button", { name: "Update" }).click();
    const studentSemi2 = bracket.getByRole("group", { name: "Semifinals, match 2", exact: true });
    await expect(studentSemi2.getByText("21", { exact: true })).toBeVisible();
    await semi2.getByRole("button", { name: "End Match" }).click();
    await expect(studentFinal.getByText(teams[3]!)).toBeVisible();

    // The final: ending it completes the tournament.
    const final = adminDialog.getByRole("group", { name: "Manage Finals, match 1", exact: true });
    await final.getByRole("button", { name: "Start Match" }).click();
    await expect(final.getByRole("button", { name: "End Match" })).toBeVisible();
    await expect(studentFinal.getByText("Live", { exact: true })).toBeVisible();
    await final.getByLabel(`${teams[0]} score`).fill("21");
    await final.getByLabel(`${teams[3]} score`).fill("19");
    await final.getByRole("button", { name: "End Match" }).click();
    await expect(studentFinal.getByText("(winner)")).toHaveCount(1);
    await expect(studentFinal.locator("div", { hasText: "(winner)" }).last()).toContainText(teams[0]!);
    await expect(student.getByRole("dialog").getByText("completed", { exact: true })).toBeVisible();
    await student.screenshot({ path: `/tmp/tournaments-bracket-${testInfo.project.name}-final.png` });
    await adminDialog.getByRole("region", { name: `${cupName} bracket` }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `/tmp/tournaments-admin-${testInfo.project.name}.png` });
    await expectNoA11yViolations(admin);
    await expectNoPageOverflow(student);

    // Re-scoring the final the other way round hands the title to the other team.
    await final.getByRole("button", { name: "Update" }).click();
    await final.getByLabel(`${teams[0]} score`).fill("18");
    await final.getByRole("button", { name: "Save Scores" }).click();
    await expect(toast(admin, "Match updated")).toBeVisible();
    await expect(studentFinal.locator("div", { hasText: "(winner)" }).last()).toContainText(teams[3]!);

    // Behind the closed dialog, the admin's list shows the tournament completed.
    await admin.keyboard.press("Escape");
    await expect(adminDialog).toBeHidden();
    await expect(card.getByText("completed", { exact: true })).toBeVisible();

    await adminCtx.close();
    await studentCtx.close();
  });
});

test.describe("an 8-team bracket with byes", () => {
  test("seeded at random in the browser, byes advance, and it reads on a phone inside its own scroll frame", async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const cupName = `Bye Cup ${suffix}`;
    const adminCtx = await adminContext(browser, testInfo, baseURL!);
    const admin = await adminCtx.newPage();
    const studentCtx = await captainContext(browser, testInfo, baseURL!, adminCtx.request, `Owls ${suffix}`);
    const student = await studentCtx.newPage();
    const names = ["Pumas", "Quails", "Ravens", "Sharks", "Tigers"].map((n) => `${n} ${suffix}`);
    for (const name of names) await postJson(adminCtx.request, baseURL!, "/api/spikeball/admin/teams", { name });
    const { tournament } = await postJson(adminCtx.request, baseURL!, "/api/spikeball/admin/tournaments", {
      name: cupName,
      maxTeams: 8,
    });
    await postJson(adminCtx.request, baseURL!, `/api/spikeball/admin/tournaments/${tournament.id}/bracket`, {});

    await openAdminTournaments(admin);
    const card = adminCard(admin, cupName);
    await card.getByRole("button", { name: `Edit Bracket: ${cupName}` }).click();
    const editor = admin.getByRole("dialog");
    // Seed only this test's six teams.
    await expect(editor.getByRole("checkbox", { name: `Owls ${suffix}` })).toBeVisible();
    for (const box of await editor.getByRole("checkbox").all()) await box.uncheck();
    for (const name of [`Owls ${suffix}`, ...names]) await editor.getByRole("checkbox", { name }).check();
    await editor.getByRole("button", { name: "Seed at Random" }).click();
    await expect(toast(admin, "Teams seeded")).toBeVisible();
    await expect(editor.getByLabel("Match 1, team 1")).not.toHaveValue("");
    await editor.getByRole("button", { name: "Save Bracket" }).click();
    await expect(editor).toBeHidden();
    // On a phone the toasts stand over the card's buttons, and sonner keeps a toast while the pointer rests on it
    // (where Save Bracket was): the pointer moves away, as a finger lifts, and the toasts go.
    await admin.mouse.move(0, 0);
    await expect(admin.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await card.getByRole("button", { name: "Publish Bracket" }).click();
    await expect(toast(admin, "Bracket Published")).toBeVisible();

    await student.goto("/spikeball-dashboard");
    await student.getByRole("tab", { name: "Tournaments", exact: true }).click();
    const studentCard = student
      .locator("li")
      .filter({ has: student.getByRole("heading", { name: cupName, exact: true }) });
    await expect(studentCard.getByText("6/8 teams")).toBeVisible();
    await studentCard.getByRole("button", { name: `View Bracket: ${cupName}` }).click();
    const bracket = student.getByRole("region", { name: `${cupName} bracket` });
    for (const label of ["Quarterfinals", "Semifinals", "Finals"]) {
      await expect(bracket.getByRole("heading", { name: label, exact: true })).toBeVisible();
    }
    // Two byes, never in the same match, and each bye's team already waits in the semifinals.
    await expect(bracket.getByText("Bye", { exact: true })).toHaveCount(2);
    for (const n of [1, 2, 3, 4]) {
      await expect(
        bracket.getByRole("group", { name: `Quarterfinals, match ${n}`, exact: true }).getByText("Bye"),
      ).toHaveCount(n === 1 || n === 3 ? 1 : 0);
    }
    await expect(bracket.getByRole("group", { name: /^Semifinals/ }).getByText("(winner)")).toHaveCount(0);
    await expect(bracket.getByRole("group", { name: "Semifinals, match 1", exact: true })).toContainText(
      /Owls|Pumas|Quails|Ravens|Sharks|Tigers/,
    );
    await expectNoA11yViolations(student);
    await expectNoPageOverflow(student);
    if (testInfo.project.name === "phone") {
      const frame = await bracket.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(frame.scroll).toBeGreaterThan(frame.client);
    }
    await student.screenshot({ path: `/tmp/tournaments-bye-bracket-${testInfo.project.name}.png` });
    await adminCtx.close();
    await studentCtx.close();
  });
});

test.describe("the documentation page", () => {
  test("admins read it and copy it all; the clipboard refusing says so", async ({ browser, baseURL }, testInfo) => {
    const context = await adminContext(browser, testInfo, baseURL!);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
    const page = await context.newPage();
    await page.goto("/admin/spikeball-user-docs");
    await expect(page.getByRole("heading", { level: 1, name: "Spikeball User Documentation" })).toBeVisible();
    await expect(page.getByText(/Captains can update scores of in-progress matches/)).toBeVisible();
    await expect(
      page.getByText(/Approved users can view tournaments in ready, active or completed status/),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `/tmp/tournaments-docs-${testInfo.project.name}.png` });
    await page.getByRole("button", { name: "Copy All Documentation to Clipboard" }).click();
    await expect(toast(page, "Documentation copied to the clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Spikeball User Documentation");
    expect(copied).toContain("Captains can update scores of in-progress matches");

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await page.getByRole("button", { name: "Copy All Documentation to Clipboard" }).click();
    await expect(toast(page, "Copy failed")).toBeVisible();
    await context.close();
  });

  test("students are sent to the admin sign-in", async ({ browser, baseURL }, testInfo) => {
    const context = await projectContext(browser, testInfo);
    const student = await createConfirmedStudent(context.request, baseURL!, { email: uniqueEmail("docs") });
    await signInThroughApi(context.request, baseURL!, student);
    const page = await context.newPage();
    await page.goto("/admin/spikeball-user-docs");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await context.close();
  });
});
