// What cannot work offline says so (issue 38): with no network, a write that needs the server (a student joining a
// Jenga game, an administrator's action) is refused at once with "Not available offline" and nothing is sent, and the
// Live dot says Offline, then Live again when the network returns. Signed in through the forms, as a person does.
import { expect, type Page, test } from "@playwright/test";
import { followed, newStudent, signInAtAdminLogin, signInThroughForm } from "./support/sign-in";

const NOT_AVAILABLE = "Not available offline";

/** A toast whose text is exactly `text` (a title or a description). */
function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

/** The Live dot: the state of the page's realtime connection. */
function liveDot(page: Page) {
  return page
    .getByRole("status")
    .filter({ hasText: /^(Live|Connecting…|Reconnecting…|Offline|Not live: reload the page)$/ });
}

/** Every request the page makes from now on that could change something on the server (not a GET to /api/). */
function writesFrom(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !["GET", "HEAD"].includes(request.method())) {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

test("offline, a student's Jenga request is not available and sends nothing; the Live dot says so", async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  const student = await newStudent(playwright, baseURL!, {
    label: "offline-jenga",
    fullName: `Kofi Mensah ${testInfo.project.name}`,
  });
  await signInThroughForm(page, student);
  await page.goto("/jenga");
  await expect(page.getByRole("heading", { level: 1, name: "Jenga Hub" })).toBeVisible();
  await expect(liveDot(page)).toHaveText("Live");
  const writes = writesFrom(page);

  await page.context().setOffline(true);
  await expect(liveDot(page)).toHaveText("Offline");
  await page.getByLabel("Game Code").fill("ZZZZZZ");
  const join = page.getByRole("button", { name: "Join Game", exact: true });
  await join.click();
  await expect(toast(page, NOT_AVAILABLE)).toBeVisible();
  // Refused, not waiting: the button is ready again, and the dot still tells the truth.
  await expect(join).toBeEnabled();
  await expect(liveDot(page)).toHaveText("Offline");
  await page.screenshot({ path: testInfo.outputPath("jenga-offline.png"), fullPage: true, animations: "disabled" });
  expect(writes).toEqual([]);

  await page.context().setOffline(false);
  await expect(liveDot(page)).toHaveText("Live");
  await join.click();
  await expect(toast(page, "No game found with that code")).toBeVisible();
  expect(writes).toEqual(["POST /api/jenga/games/join"]);
  await student.api.dispose();
});

test("offline, an administrator's action is not available and sends nothing; the Live dot says so", async ({
  page,
}, testInfo) => {
  const live = followed(page, "admin");
  await signInAtAdminLogin(page);
  await live;
  await expect(liveDot(page)).toHaveText("Live");
  await page.getByRole("tab", { name: "Settings", exact: true }).click();
  const settings = page.getByRole("tabpanel", { name: "Settings" });
  await settings.getByLabel("Title").fill(`Never sent ${testInfo.project.name}`);
  await settings.getByLabel("Message", { exact: true }).fill("Typed with no signal.");
  const writes = writesFrom(page);

  await page.context().setOffline(true);
  await expect(liveDot(page)).toHaveText("Offline");
  const send = settings.getByRole("button", { name: "Send Notification", exact: true });
  await send.click();
  await expect(toast(page, NOT_AVAILABLE)).toBeVisible();
  await expect(send).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath("admin-offline.png"), fullPage: true, animations: "disabled" });
  expect(writes).toEqual([]);

  await page.context().setOffline(false);
  await expect(liveDot(page)).toHaveText("Live");
  expect(writes).toEqual([]);
});
