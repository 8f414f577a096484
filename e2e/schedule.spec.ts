// Today's Schedule in the browser, against the real server: the badges follow the browser's clock (Playwright's clock
// API) read in the school's time zone, the weekend and empty-weekday messages, the Schedule summary, live updates when
// the entries change, a student abroad, and the private calendar feed. See docs/decisions/006-schedule-card-clock.md.
import { TZDate } from "@date-fns/tz";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { createConfirmedStudent, originHeaders, signInThroughApi, uniqueEmail } from "./support/accounts";
import { expectNoHorizontalScroll } from "./support/layout";

type NewEntry = {
  className: string;
  teacherName?: string;
  roomNumber?: string;
  startTime: string;
  endTime: string;
  daysOfWeek: string[];
};

const SCHOOL_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const TIMETABLE: NewEntry[] = [
  // Sent out of order: the card sorts by start time.
  {
    className: "Chemistry",
    teacherName: "Mr. Omar Haddad",
    roomNumber: "S110",
    startTime: "13:20",
    endTime: "14:10",
    daysOfWeek: SCHOOL_DAYS,
  },
  {
    className: "AP Biology",
    teacherName: "Dr. Priya Patel",
    roomNumber: "S204",
    startTime: "09:00",
    endTime: "09:50",
    daysOfWeek: SCHOOL_DAYS,
  },
  {
    className: "Lunch Seminar",
    teacherName: "Ms. Grace Kim",
    roomNumber: "L101",
    startTime: "11:45",
    endTime: "12:35",
    daysOfWeek: ["Monday", "Wednesday", "Friday"],
  },
  {
    className: "English 11",
    teacherName: "Ms. Rosa Alvarez",
    roomNumber: "B112",
    startTime: "10:00",
    endTime: "10:50",
    daysOfWeek: SCHOOL_DAYS,
  },
];

// Dates the browser's clock is set to (the server keeps its own, real clock; the card reads the browser's).
const WEDNESDAY = "2026-03-04";
const SATURDAY = "2026-03-07";

/** The school's time zone, as the server tells the browser. */
async function schoolTimeZone(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/schedule/settings");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { timeZone: string }).timeZone;
}

/** The instant at which the school's wall clock shows `time` on `date` (YYYY-MM-DD). */
function atSchool(zone: string, date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, zone).getTime());
}

/** A fresh student, signed in in this page's browser context, with the given entries made through the API. */
async function studentWith(page: Page, baseURL: string, label: string, entries: NewEntry[]) {
  const student = await createConfirmedStudent(page.request, baseURL, { email: uniqueEmail(label) });
  await signInThroughApi(page.request, baseURL, student);
  const ids: string[] = [];
  for (const entry of entries) ids.push(await addEntry(page.request, baseURL, entry));
  return { ...student, ids };
}

async function addEntry(request: APIRequestContext, baseURL: string, entry: NewEntry): Promise<string> {
  const response = await request.post("/api/schedule/entries", { headers: originHeaders(baseURL), data: entry });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { entry: { id: string } }).entry.id;
}

const todayCard = (page: Page) => page.getByRole("region", { name: "Today's Schedule" });
const classRow = (page: Page, className: string) =>
  todayCard(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: className, exact: true }) });
const badgeOf = (row: Locator) => row.locator("[data-tone]");
const summaryCard = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Schedule", exact: true }) });
const toast = (page: Page, title: string) =>
  page.locator("[data-sonner-toaster]").getByText(title, { exact: true }).first();

/**
 * Moves the browser's clock to `time` at school and holds it there, then lets 30 seconds pass so the card's refresh
 * runs at least once within that minute.
 */
async function advanceTo(page: Page, zone: string, time: string) {
  await page.clock.pauseAt(atSchool(zone, WEDNESDAY, time));
  await page.clock.fastForward(30_000);
}

test.describe("Today's Schedule", () => {
  test("lists today's classes and moves each badge with the clock: upcoming, transition, current, red, completed", async ({
    page,
    baseURL,
  }, testInfo) => {
    const zone = await schoolTimeZone(page.request);
    await studentWith(page, baseURL!, "timing", TIMETABLE);
    await page.clock.install({ time: atSchool(zone, WEDNESDAY, "08:40") });
    await page.goto("/");

    await expect(todayCard(page).getByRole("heading", { level: 3 })).toHaveText([
      "AP Biology",
      "English 11",
      "Lunch Seminar",
      "Chemistry",
    ]);
    await expect(todayCard(page)).toContainText("Wednesday, March 4");
    const biology = classRow(page, "AP Biology");
    await expect(biology).toContainText("9:00 AM – 9:50 AM");
    await expect(biology).toContainText("50m");
    await expect(biology).toContainText("Dr. Priya Patel");
    await expect(biology).toContainText("Room S204");
    // The class that spans noon reads in 12-hour time on both sides.
    await expect(classRow(page, "Lunch Seminar")).toContainText("11:45 AM – 12:35 PM");
    await expect(classRow(page, "Chemistry")).toContainText("1:20 PM – 2:10 PM");
    // 20 minutes before the start: upcoming, but no badge yet.
    await expect(biology).toHaveAttribute("data-status", "upcoming");
    await expect(badgeOf(biology)).toHaveCount(0);

    await advanceTo(page, zone, "08:45");
    await expect(badgeOf(biology)).toHaveText(/Upcoming · in 15m/);
    await expect(badgeOf(biology)).toHaveAttribute("data-tone", "upcoming");

    await advanceTo(page, zone, "08:54");
    await expect(badgeOf(biology)).toHaveText(/Upcoming · in 6m/);

    await advanceTo(page, zone, "08:55");
    await expect(biology).toHaveAttribute("data-status", "transition");
    await expect(badgeOf(biology)).toHaveText(/Transition · in 5m/);

    await advanceTo(page, zone, "09:00");
    await expect(biology).toHaveAttribute("data-status", "current");
    await expect(biology).toHaveAttribute("aria-current", "time");
    await expect(badgeOf(biology)).toHaveText(/Current · 50m left/);
    await expect(badgeOf(biology)).toHaveAttribute("data-tone", "current");
    await expect(badgeOf(classRow(page, "English 11"))).toHaveCount(0);

    await advanceTo(page, zone, "09:44");
    await expect(badgeOf(biology)).toHaveText(/Current · 6m left/);
    await expect(badgeOf(biology)).toHaveAttribute("data-tone", "current");

    await advanceTo(page, zone, "09:45");
    await expect(badgeOf(biology)).toHaveText(/Current · 5m left/);
    await expect(badgeOf(biology)).toHaveAttribute("data-tone", "ending");
    // Red: the badge's background, painted on a canvas (Tailwind's colours are oklch), is mostly red.
    const [red, green, blue] = await badgeOf(biology).evaluate((badge) => {
      const context = document.createElement("canvas").getContext("2d")!;
      context.fillStyle = getComputedStyle(badge).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(red).toBeGreaterThan(150);
    expect(red).toBeGreaterThan(green! + 80);
    expect(red).toBeGreaterThan(blue! + 60);
    // The next class is 15 minutes away: its badge appears.
    await expect(badgeOf(classRow(page, "English 11"))).toHaveText(/Upcoming · in 15m/);
    // axe-core waits on timers: let the clock run (from 09:45:30) while it looks, well within the minute.
    await page.clock.resume();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("today-schedule.png"), fullPage: true });

    await advanceTo(page, zone, "09:50");
    await expect(biology).toHaveAttribute("data-status", "completed");
    await expect(badgeOf(biology)).toHaveText("Completed");
    await expect(badgeOf(classRow(page, "English 11"))).toHaveText(/Upcoming · in 10m/);

    // Through noon: the seminar is current on both sides of 12:00.
    await advanceTo(page, zone, "11:59");
    await expect(badgeOf(classRow(page, "Lunch Seminar"))).toHaveText(/Current · 36m left/);
    await advanceTo(page, zone, "12:31");
    await expect(badgeOf(classRow(page, "Lunch Seminar"))).toHaveText(/Current · 4m left/);
    await expect(badgeOf(classRow(page, "Lunch Seminar"))).toHaveAttribute("data-tone", "ending");
  });

  test("the Schedule summary counts today's classes, names the first 2 with their start time and '+N more'", async ({
    page,
    baseURL,
  }) => {
    const zone = await schoolTimeZone(page.request);
    await studentWith(page, baseURL!, "summary", TIMETABLE);
    await page.clock.install({ time: atSchool(zone, WEDNESDAY, "07:30") });
    await page.goto("/");

    const summary = summaryCard(page);
    await expect(summary).toContainText("4 classes today");
    await expect(summary.getByRole("listitem")).toHaveText([
      /AP Biology\s*9:00 AM/,
      /English 11\s*10:00 AM/,
      "+2 more",
    ]);
    await summary.getByRole("link", { name: "See today's schedule" }).click();
    await expect(page).toHaveURL(/#todays-schedule$/);
    await expect(todayCard(page)).toBeInViewport();

    // An address that names the card scrolls to it, although the card paints after the dashboard's top.
    await page.goto("/dashboard#todays-schedule");
    await expect(todayCard(page)).toBeInViewport();
  });

  test("a weekend shows the relaxing message", async ({ page, baseURL }) => {
    const zone = await schoolTimeZone(page.request);
    await studentWith(page, baseURL!, "weekend", TIMETABLE);
    await page.clock.install({ time: atSchool(zone, SATURDAY, "10:00") });
    await page.goto("/");

    await expect(todayCard(page)).toContainText("Saturday, March 7");
    await expect(todayCard(page).getByText("It's the weekend!")).toBeVisible();
    await expect(todayCard(page)).toContainText("No classes today. Relax, recharge and enjoy your time off.");
    await expect(todayCard(page).getByRole("listitem")).toHaveCount(0);
    await expect(summaryCard(page)).toContainText("No classes today");
    await expectNoA11yViolations(page);
  });

  test("a weekday without classes suggests creating the schedule in the iOS app", async ({ page, baseURL }) => {
    const zone = await schoolTimeZone(page.request);
    await studentWith(page, baseURL!, "empty-day", []);
    await page.clock.install({ time: atSchool(zone, WEDNESDAY, "10:00") });
    await page.goto("/");

    await expect(todayCard(page).getByText("No classes scheduled for today")).toBeVisible();
    await expect(todayCard(page)).toContainText(
      "Create your schedule in the iOS app and your classes will show up here.",
    );
    await expect(summaryCard(page)).toContainText("No classes today");
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test("a class added or removed through the API appears and disappears without a reload", async ({
    page,
    baseURL,
  }) => {
    const zone = await schoolTimeZone(page.request);
    await studentWith(page, baseURL!, "live", []);
    await page.clock.install({ time: atSchool(zone, WEDNESDAY, "08:00") });
    await page.goto("/");
    await expect(todayCard(page).getByText("No classes scheduled for today")).toBeVisible();

    // As the iOS app would: the server announces the change on the student's realtime topic.
    const id = await addEntry(page.request, baseURL!, TIMETABLE[1]!);
    await expect(classRow(page, "AP Biology")).toContainText("9:00 AM – 9:50 AM");
    await expect(summaryCard(page)).toContainText("1 class today");

    const removed = await page.request.delete(`/api/schedule/entries/${id}`, { headers: originHeaders(baseURL!) });
    expect(removed.status()).toBe(204);
    await expect(todayCard(page).getByText("No classes scheduled for today")).toBeVisible();
    await expect(summaryCard(page)).toContainText("No classes today");
  });
});

test.describe("Today's Schedule for a student abroad", () => {
  // The device is far from the school (UTC+14, or UTC−11 for a school there): for a school in Europe or the Americas,
  // the device's Thursday morning is still the school's Wednesday evening.
  test.use({
    timezoneId: async ({ baseURL }, use) => {
      const { timeZone } = (await (await fetch(`${baseURL}/api/schedule/settings`)).json()) as { timeZone: string };
      await use(timeZone === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati");
    },
  });

  test("shows the school's day and time, not the device's", async ({ page, baseURL }) => {
    const zone = await schoolTimeZone(page.request);
    await studentWith(page, baseURL!, "abroad", [
      { className: "Evening Robotics", startTime: "20:30", endTime: "22:00", daysOfWeek: ["Wednesday"] },
    ]);
    await page.clock.install({ time: atSchool(zone, WEDNESDAY, "21:00") });
    await page.goto("/");

    await expect(todayCard(page)).toContainText("Wednesday, March 4");
    await expect(todayCard(page)).toContainText(
      `It's 9:00 PM at school: times are in the school's time zone (${zone}).`,
    );
    await expect(badgeOf(classRow(page, "Evening Robotics"))).toHaveText(/Current · 1h left/);
  });
});

test.describe("the calendar feed", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("turns on, copies, serves the week, rotates and turns off", async ({ page, baseURL }, testInfo) => {
    await studentWith(page, baseURL!, "feed", TIMETABLE.slice(0, 2));
    await page.goto("/");
    const feed = page.getByRole("region", { name: "Calendar feed" });
    await expect(feed).toContainText("anyone who has it can see your week");
    await expect(feed).toContainText("Your calendar feed is off.");

    await feed.getByRole("button", { name: "Turn on calendar feed" }).click();
    await expect(toast(page, "Calendar feed turned on")).toBeVisible();
    const urlField = feed.getByLabel("Your private calendar URL");
    await expect(urlField).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const firstUrl = await urlField.inputValue();
    await expectNoA11yViolations(page);
    await feed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("calendar-feed.png"), fullPage: true });

    await feed.getByRole("button", { name: "Copy URL" }).click();
    await expect(toast(page, "Calendar URL copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    const calendar = await page.request.get(firstUrl);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect(await calendar.text()).toContain("SUMMARY:AP Biology");

    // After a reload the URL is gone (only its hash is kept), but the feed is still on.
    await page.reload();
    await expect(feed).toContainText("Your calendar feed is on");
    await expect(feed.getByLabel("Your private calendar URL")).toHaveCount(0);

    await feed.getByRole("button", { name: "Get a new URL" }).click();
    const rotate = page.getByRole("dialog", { name: "Get a new calendar URL?" });
    await expect(rotate).toContainText("The current URL stops working at once");
    await expectNoA11yViolations(page);
    await rotate.getByRole("button", { name: "Get a new URL" }).click();
    await expect(toast(page, "New calendar URL ready: the old one no longer works")).toBeVisible();
    await expect(urlField).toHaveValue(/\.ics$/);
    const secondUrl = await urlField.inputValue();
    expect(secondUrl).not.toBe(firstUrl);
    expect((await page.request.get(firstUrl)).status()).toBe(404);
    expect((await page.request.get(secondUrl)).status()).toBe(200);

    // Cancel changes nothing.
    await feed.getByRole("button", { name: "Turn off" }).click();
    await page
      .getByRole("dialog", { name: "Turn off the calendar feed?" })
      .getByRole("button", { name: "Cancel" })
      .click();
    expect((await page.request.get(secondUrl)).status()).toBe(200);

    await feed.getByRole("button", { name: "Turn off" }).click();
    await page
      .getByRole("dialog", { name: "Turn off the calendar feed?" })
      .getByRole("button", { name: "Turn off" })
      .click();
    await expect(toast(page, "Calendar feed turned off")).toBeVisible();
    await expect(feed).toContainText("Your calendar feed is off.");
    expect((await page.request.get(secondUrl)).status()).toBe(404);
  });
});

test.describe("the dashboard's first load", () => {
  test("asks once for what no realtime topic keeps fresh, and catches up on each topic once", async ({
    page,
    baseURL,
  }) => {
    await studentWith(page, baseURL!, "first-load", [TIMETABLE[1]!]);
    // A school day: on a weekend the card says "No classes today" (CI runs on any day of the week).
    await page.clock.install({ time: atSchool(await schoolTimeZone(page.request), WEDNESDAY, "08:00") });
    const asked = new Map<string, number>();
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "GET" && pathname.startsWith("/api/"))
        asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    });
    const confirmed: string[] = [];
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        const message = JSON.parse(String(frame.payload)) as { type?: string; topic?: string };
        if (message.type === "subscribed" && message.topic) confirmed.push(message.topic);
      }),
    );

    await page.goto("/");
    await expect(summaryCard(page)).toContainText("1 class today");
    // The notification banner mounts last, once the browser is idle: its topic is the last to be confirmed.
    await expect.poll(() => confirmed.includes("notifications")).toBe(true);
    await page.waitForLoadState("networkidle");

    // No topic covers the session or the school's settings: a confirmation must not fetch them again.
    expect(asked.get("/api/accounts/session")).toBe(1);
    expect(asked.get("/api/schedule/settings")).toBe(1);
    // My entries: the first fetch, and at most one catch-up once my topic is confirmed.
    expect(asked.get("/api/schedule/entries")).toBeGreaterThanOrEqual(1);
    expect(asked.get("/api/schedule/entries")).toBeLessThanOrEqual(2);
  });
});
