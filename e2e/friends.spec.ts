// Friends and schedule sharing in the browser, with two students in two browser contexts against the real server:
// request, accept, share, see classes in common and a friend's week, then revoke and watch it vanish live.
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { createConfirmedStudent, originHeaders, signInThroughApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalScroll } from "./support/layout";

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

async function addEntry(request: APIRequestContext, baseURL: string, entry: Record<string, unknown>) {
  const response = await request.post("/api/schedule/entries", { headers: originHeaders(baseURL), data: entry });
  expect(response.status(), await response.text()).toBe(201);
}

/** A fresh student signed in in a context of their own, with classes on every day (so any day of the run works). */
async function studentPage(browser: Browser, baseURL: string, fullName: string, classes: Record<string, unknown>[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const student = await createConfirmedStudent(page.request, baseURL, {
    email: uniqueEmail(fullName.split(" ")[0]!.toLowerCase()),
    fullName,
  });
  await signInThroughApi(page.request, baseURL, student);
  for (const entry of classes) await addEntry(page.request, baseURL, { daysOfWeek: EVERY_DAY, ...entry });
  // The page follows the student's friends topic once it has loaded; an event sent before the server confirmed that
  // subscription would not reach it, so the steps that expect something live wait for it.
  const live = new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        const payload = String(frame.payload);
        if (payload.includes('"subscribed"') && /"friends:(?!school:)/.test(payload)) resolve();
      }),
    );
  });
  await page.goto("/");
  await live;
  return { page, email: student.email, name: fullName };
}

const friendsSection = (page: Page) => page.getByRole("region", { name: "Friends", exact: true });
const todayRow = (page: Page, className: string) =>
  page
    .getByRole("region", { name: "Today's Schedule" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: className, exact: true }) });

test("two students: request, accept, share, classes in common and a friend's week; revoking hides it live", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const biology = { className: "AP Biology", teacherName: "Dr. Priya Patel", startTime: "09:00", endTime: "09:50" };
  const ana = await studentPage(browser, baseURL!, "Ana Lopez", [
    { ...biology, roomNumber: "S204" },
    { className: "Art", teacherName: "Mr. Hale", roomNumber: "A1", startTime: "11:00", endTime: "11:50" },
  ]);
  const ben = await studentPage(browser, baseURL!, "Ben Okoro", [
    { ...biology, roomNumber: "S204" },
    { className: "History", teacherName: "Ms. Reyes", roomNumber: "H7", startTime: "13:00", endTime: "13:50" },
  ]);

  // Ana asks Ben by email.
  const anaFriends = friendsSection(ana.page);
  await expect(anaFriends.getByText("No friends yet")).toBeVisible();
  await anaFriends.getByRole("tab", { name: "Requests" }).click();
  await anaFriends.getByLabel("Add a friend").fill(ben.email);
  await anaFriends.getByRole("button", { name: "Send request" }).click();
  await expect(ana.page.getByText("Friend request sent")).toBeVisible();
  await expect(anaFriends.getByRole("list", { name: "Sent requests" })).toContainText("Ben Okoro");

  // Ben sees it arrive live, and accepts.
  const benFriends = friendsSection(ben.page);
  await benFriends.getByRole("tab", { name: "Requests (1)" }).click();
  const request = benFriends.getByRole("list", { name: "Requests to you" }).getByRole("listitem");
  await expect(request).toContainText("Ana Lopez");
  await expectNoA11yViolations(ben.page);
  await request.getByRole("button", { name: "Accept Ana Lopez" }).click();
  await expect(ben.page.getByText("You and Ana Lopez are now friends")).toBeVisible();

  // Ana sees Ben as a friend, live, who shares nothing yet.
  await anaFriends.getByRole("tab", { name: "My friends" }).click();
  const benRow = anaFriends
    .getByRole("list", { name: "My friends" })
    .getByRole("listitem")
    .filter({ hasText: "Ben Okoro" });
  await expect(benRow).toContainText("Not sharing with you");
  await expect(todayRow(ana.page, "AP Biology")).not.toContainText("With");

  // Ben shares with all friends (rooms stay hidden).
  await benFriends.getByRole("tab", { name: "Sharing" }).click();
  await benFriends.getByRole("radio", { name: /All friends/ }).check();
  await expectNoA11yViolations(ben.page);
  await benFriends.getByRole("button", { name: "Save sharing" }).click();
  await expect(ben.page.getByText("Sharing settings saved")).toBeVisible();

  // Ana, without reloading: Ben in her biology class, and his week.
  await expect(benRow).toContainText("Shares their schedule with you");
  await expect(todayRow(ana.page, "AP Biology").getByTestId("friends-in-class")).toHaveText(/Ben Okoro/);
  await expect(todayRow(ana.page, "Art").getByTestId("friends-in-class")).toHaveCount(0);
  await benRow.getByRole("button", { name: "View week of Ben Okoro" }).click();
  const week = anaFriends.getByRole("region", { name: "Ben Okoro's week" });
  await expect(week.getByText("Today", { exact: false }).first()).toBeVisible();
  await expect(week.getByText("History").first()).toBeVisible();
  await expect(week).toContainText("1:00 PM – 1:50 PM");
  await expect(week).toContainText("Ms. Reyes");
  await expect(week).not.toContainText("Room H7");
  await expect(week.getByRole("heading", { name: "Free together today" })).toBeVisible();
  await expectNoA11yViolations(ana.page);
  await expectNoHorizontalScroll(ana.page);
  await ana.page.screenshot({ path: `/tmp/friends-shared-${testInfo.project.name}.png`, fullPage: true });

  // Ben turns sharing off: everything Ana saw of him vanishes at once.
  await benFriends.getByRole("radio", { name: /Nobody/ }).check();
  await benFriends.getByRole("button", { name: "Save sharing" }).click();
  await expect(week).toHaveCount(0);
  await expect(benRow).toContainText("Not sharing with you");
  await expect(todayRow(ana.page, "AP Biology").getByTestId("friends-in-class")).toHaveCount(0);
  const direct = await ana.page.request.get(`/api/friends/${await friendId(ana.page, "Ben Okoro")}/schedule`);
  expect(direct.status()).toBe(404);
  await ana.page.screenshot({ path: `/tmp/friends-revoked-${testInfo.project.name}.png`, fullPage: true });
  await expectNoHorizontalScroll(ben.page);
  await ben.page.screenshot({ path: `/tmp/friends-ben-${testInfo.project.name}.png`, fullPage: true });
});

async function friendId(page: Page, name: string): Promise<string> {
  const response = await page.request.get("/api/friends");
  const { friends } = (await response.json()) as { friends: { id: string; name: string }[] };
  return friends.find((f) => f.name === name)!.id;
}

test("a personal code, a decline that cannot be repeated, and a block that hides the blocker", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const ana = await studentPage(browser, baseURL!, "Ana Silva", []);
  const ben = await studentPage(browser, baseURL!, "Ben Carter", []);
  const anaFriends = friendsSection(ana.page);
  const benFriends = friendsSection(ben.page);

  // Ana asks by Ben's code, typed in lower case.
  await benFriends.getByRole("tab", { name: "Requests" }).click();
  const code = (await benFriends.getByTestId("friend-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await anaFriends.getByRole("tab", { name: "Requests" }).click();
  await anaFriends.getByLabel("Add a friend").fill(code.toLowerCase());
  await anaFriends.getByRole("button", { name: "Send request" }).click();
  await expect(anaFriends.getByRole("list", { name: "Sent requests" })).toContainText("Ben Carter");

  // Ben declines; Ana's sent request goes away live, and asking again is refused for 30 days.
  await benFriends
    .getByRole("list", { name: "Requests to you" })
    .getByRole("button", { name: "Decline Ana Silva" })
    .click();
  await expect(anaFriends.getByText("No requests waiting for an answer.")).toBeVisible();
  await anaFriends.getByLabel("Add a friend").fill(code);
  await anaFriends.getByRole("button", { name: "Send request" }).click();
  await expect(
    anaFriends.getByText("This student declined your request. You can ask again 30 days after it was declined."),
  ).toBeVisible();
  await expectNoA11yViolations(ana.page);

  // Ben asks Ana instead; she accepts, then blocks him.
  await benFriends.getByLabel("Add a friend").fill(ana.email);
  await benFriends.getByRole("button", { name: "Send request" }).click();
  await anaFriends
    .getByRole("list", { name: "Requests to you" })
    .getByRole("button", { name: "Accept Ben Carter" })
    .click();
  await anaFriends.getByRole("tab", { name: "My friends" }).click();
  await anaFriends.getByRole("button", { name: "Block Ben Carter" }).click();
  await anaFriends.getByRole("button", { name: "Block", exact: true }).click();
  await expect(anaFriends.getByText("No friends yet")).toBeVisible();
  await benFriends.getByRole("tab", { name: "My friends" }).click();
  await expect(benFriends.getByText("No friends yet")).toBeVisible();

  // Ben can no longer find her.
  await benFriends.getByRole("tab", { name: "Requests" }).click();
  await benFriends.getByLabel("Add a friend").fill(ana.email);
  await benFriends.getByRole("button", { name: "Send request" }).click();
  await expect(benFriends.getByText("No student of your school was found with that email or code")).toBeVisible();

  // Ana sees him among the blocked students, and can unblock.
  await anaFriends.getByRole("tab", { name: "Sharing" }).click();
  const blocked = anaFriends.getByRole("list", { name: "Blocked students" });
  await expect(blocked).toContainText("Ben Carter");
  await expectNoA11yViolations(ana.page);
  await expectNoHorizontalScroll(ana.page);
  await ana.page.screenshot({ path: `/tmp/friends-blocked-${testInfo.project.name}.png`, fullPage: true });
  await blocked.getByRole("button", { name: "Unblock Ben Carter" }).click();
  await expect(blocked).toHaveCount(0);
});
