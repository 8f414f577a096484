// The school's timetable without the iOS app: an administrator signed in at the admin login uploads the timetable CSV
// in the console's Timetable tab, sees each bad row's problem by line and column before anything is written, imports
// the rest, and a student who signed in on the landing page sees the classes arrive on the open dashboard.
import { TZDate } from "@date-fns/tz";
import { expect, type Page, test } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";
import { projectContext } from "./support/contexts";
import { expectNoHorizontalScroll } from "./support/layout";
import { expectNoReload, followed, newStudent, signInAtAdminLogin, signInThroughForm } from "./support/sign-in";

/** A Wednesday morning at school, before the first class of the file. */
async function wednesdayMorning(page: Page) {
  const response = await page.request.get("/api/schedule/settings");
  const { timeZone } = (await response.json()) as { timeZone: string };
  await page.clock.install({ time: new Date(new TZDate(2026, 2, 4, 7, 30, 0, timeZone).getTime()) });
}

test("an administrator imports a timetable with bad rows; the student's open dashboard shows the classes", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const student = await newStudent(playwright, baseURL!, {
    label: "timetable",
    fullName: `Tara Import ${testInfo.project.name}`,
  });
  const studentPage = await (await projectContext(browser, testInfo)).newPage();
  await wednesdayMorning(studentPage);
  const studentLive = followed(studentPage, `user:${student.id}`);
  await signInThroughForm(studentPage, student);
  await studentLive;
  const todayCard = studentPage.getByRole("region", { name: "Today's Schedule" });
  await expect(todayCard.getByRole("heading", { name: "AP Biology", exact: true })).toHaveCount(0);

  const adminPage = await (await projectContext(browser, testInfo)).newPage();
  await signInAtAdminLogin(adminPage);
  await adminPage.getByRole("tab", { name: "Timetable", exact: true }).click();
  await expect(adminPage.getByRole("heading", { name: "Import Timetable" })).toBeVisible();

  const csv = [
    "email,class name,teacher,room,start,end,days",
    `${student.email},AP Biology,Dr. Priya Patel,S204,09:00,09:50,Mon;Wed;Fri`,
    `${student.email},Band,Mr. Lee,M1,25:00,26:00,Wed`,
    `${student.email},English 11,Ms. Alvarez,B112,10:00,10:50,Wednesday`,
    `nobody-${Date.now()}@riverside.example,PE,Coach Reyes,Gym,11:00,11:45,Wed`,
  ].join("\n");
  await adminPage.getByLabel("Timetable file (CSV)").setInputFiles({
    name: "timetable.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });

  // The check: nothing written yet, every problem named by its line and column.
  const check = adminPage.getByRole("region", { name: "Check of the file" });
  await expect(check.getByText(/4 rows, 2 rows ready to import for 1 student/)).toBeVisible();
  const problems = check.getByRole("row");
  await expect(problems.filter({ hasText: /^3start/ })).toHaveCount(1);
  await expect(problems.filter({ hasText: /^3end/ })).toHaveCount(1);
  await expect(problems.filter({ hasText: /^5email\s*no account uses/ })).toHaveCount(1);
  await expectNoA11yViolations(adminPage);
  await expectNoHorizontalScroll(adminPage);
  await expect(todayCard.getByRole("heading", { name: "AP Biology", exact: true })).toHaveCount(0);

  await check.getByRole("radio", { name: /Add to their classes/ }).check();
  await check.getByRole("button", { name: "Import 2 rows, skip the rest" }).click();
  await expect(adminPage.getByRole("region", { name: "Import summary" }).getByRole("status")).toHaveText(
    "Done: 1 student matched, 2 classes written, 2 rows skipped (below).",
  );

  // The student never reloaded: the import's event brought the classes.
  await expect(todayCard.getByRole("heading", { name: "AP Biology", exact: true })).toBeVisible();
  await expect(todayCard.getByRole("heading", { name: "English 11", exact: true })).toBeVisible();
  await expect(todayCard.getByRole("heading", { name: "Band", exact: true })).toHaveCount(0);
  await expectNoReload(studentPage);
});

test("the template downloads as CSV with the columns the import reads", async ({ page }) => {
  await signInAtAdminLogin(page);
  await page.getByRole("tab", { name: "Timetable", exact: true }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download template" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("timetable-template.csv");
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8").split("\n")[0]).toBe("email,class name,teacher,room,start,end,days");
});
