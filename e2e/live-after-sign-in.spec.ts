// Live updates for a person who signs in through the form and stays on the page. Every test starts on the landing
// page (or the admin login), signs in there, never reloads, and sees a change made elsewhere arrive by itself: the
// realtime socket, opened for the signed-out visitor, must follow the person who signed in.
import { expect, type Page, test } from "@playwright/test";
import { originHeaders } from "./support/accounts";
import { projectContext } from "./support/contexts";
import {
  adminApi,
  expectNoReload,
  followed,
  newStudent,
  signInAtAdminLogin,
  signInThroughForm,
} from "./support/sign-in";
import { noticeCard } from "./support/notices";

/** A name no other test (or the other project) uses. */
const unique = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toaster]").getByText(text, { exact: true }).first();
}

test("messages: a student and an administrator, each signed in through a form, write to each other live", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(90_000);
  const student = await newStudent(playwright, baseURL!, {
    label: "live-messages",
    fullName: unique("Mia Chen", testInfo.project.name),
  });
  const studentPage = await (await projectContext(browser, testInfo)).newPage();
  const studentLive = followed(studentPage, `user:${student.id}`);
  await signInThroughForm(studentPage, student);
  await studentLive;

  const adminPage = await (await projectContext(browser, testInfo)).newPage();
  const adminLive = followed(adminPage, "admin");
  await signInAtAdminLogin(adminPage);
  await adminLive;
  await expect(adminPage.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible();
  await adminPage.getByRole("tab", { name: "Messaging", exact: true }).click();
  const adminMessaging = adminPage.getByRole("region", { name: "Messaging Center" });
  await expect(adminMessaging.getByRole("heading", { name: "Conversations" })).toBeVisible();

  // The student writes; the administrator's open console shows it without a reload.
  await studentPage.getByRole("button", { name: "Messages" }).click();
  const dialog = studentPage.getByRole("dialog", { name: "Messages" });
  await dialog.getByRole("button", { name: "New message" }).click();
  await dialog
    .getByRole("button", { name: /Administrator/ })
    .first()
    .click();
  const question = `Is the gym open on Saturday? ${Date.now()}`;
  await dialog.getByLabel("Message to Administrator").fill(question);
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByLabel("Messages with Administrator").getByText(question)).toBeVisible();
  await studentPage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const conversation = adminMessaging.getByRole("button", { name: new RegExp(student.fullName) });
  await expect(conversation).toContainText(question);
  await conversation.click();
  const answer = `Yes, from 9 to 12. ${Date.now()}`;
  await adminMessaging.getByLabel(`Message to ${student.fullName}`).fill(answer);
  await adminMessaging.getByLabel(`Message to ${student.fullName}`).press("Enter");
  await expect(adminMessaging.getByLabel(`Messages with ${student.fullName}`).getByText(answer)).toBeVisible();

  // The student's dashboard: the unread badge, then the reply, without a reload.
  await expect(studentPage.getByRole("button", { name: "Messages 1 unread" })).toBeVisible();
  await studentPage.getByRole("button", { name: "Messages 1 unread" }).click();
  await expect(dialog.getByText(answer)).toBeVisible();
  await expectNoReload(studentPage);
  await expectNoReload(adminPage);
  await Promise.all([studentPage.context().close(), adminPage.context().close(), student.api.dispose()]);
});

test("notifications: a school-wide notification reaches a student who just signed in", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  const student = await newStudent(playwright, baseURL!, {
    label: "live-notice",
    fullName: unique("Noah Diaz", testInfo.project.name),
  });
  const page = await (await projectContext(browser, testInfo)).newPage();
  const live = followed(page, `user:${student.id}`);
  await signInThroughForm(page, student);
  await live;

  const admin = await adminApi(playwright, baseURL!);
  const title = unique("Fire drill", testInfo.project.name);
  const created = await admin.post("/api/admin/notifications", {
    headers: originHeaders(baseURL!),
    data: { title, message: "At 10:15, leave by the nearest exit.", type: "info" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { notification } = (await created.json()) as { notification: { id: string } };

  const card = await noticeCard(page, title);
  await expect(card).toBeVisible();
  await expect(card).toContainText("At 10:15, leave by the nearest exit.");
  await expectNoReload(page);
  expect(
    (await admin.delete(`/api/admin/notifications/${notification.id}`, { headers: originHeaders(baseURL!) })).status(),
  ).toBe(204);
  await expect(card).toBeHidden();
  await Promise.all([page.context().close(), admin.dispose(), student.api.dispose()]);
});

test("friends: a friend request reaches a student who just signed in", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  const ana = await newStudent(playwright, baseURL!, {
    label: "live-friends",
    fullName: unique("Ana Lopez", testInfo.project.name),
  });
  const ben = await newStudent(playwright, baseURL!, {
    label: "live-friends",
    fullName: unique("Ben Okoro", testInfo.project.name),
  });
  const page = await (await projectContext(browser, testInfo)).newPage();
  const live = followed(page, `friends:${ana.id}`);
  await signInThroughForm(page, ana);
  await live;
  const friends = page.getByRole("region", { name: "Friends", exact: true });
  await expect(friends.getByText("No friends yet")).toBeVisible();

  const sent = await ben.api.post("/api/friends/requests", {
    headers: originHeaders(baseURL!),
    data: { email: ana.email },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await friends.getByRole("tab", { name: "Requests (1)" }).click();
  await expect(friends.getByRole("list", { name: "Requests to you" })).toContainText(ben.fullName);
  await expectNoReload(page);
  await Promise.all([page.context().close(), ana.api.dispose(), ben.api.dispose()]);
});

test("Jenga: an invite reaches a student who signed in and went to the hub without a reload", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  const student = await newStudent(playwright, baseURL!, {
    label: "live-jenga",
    fullName: unique("Ivy Park", testInfo.project.name),
  });
  const page = await (await projectContext(browser, testInfo)).newPage();
  const live = followed(page, `user:${student.id}`);
  await signInThroughForm(page, student);
  await page.getByRole("link", { name: "Play Now" }).click();
  await expect(page).toHaveURL(/\/jenga$/);
  await page.getByRole("tab", { name: "My Invites" }).click();
  await expect(page.getByText("No pending invites")).toBeVisible();
  await live;

  const admin = await adminApi(playwright, baseURL!);
  const gameName = unique("Live Tower", testInfo.project.name);
  const created = await admin.post("/api/jenga/admin/games", {
    headers: originHeaders(baseURL!),
    data: { name: gameName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { game } = (await created.json()) as { game: { id: string } };
  const invited = await admin.post(`/api/jenga/admin/games/${game.id}/invites`, {
    headers: originHeaders(baseURL!),
    data: { userId: student.id },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);

  await expect(page.getByRole("tab", { name: "My Invites 1 pending" })).toBeVisible();
  await expect(page.getByRole("heading", { name: gameName })).toBeVisible();
  await expectNoReload(page);
  await Promise.all([page.context().close(), admin.dispose(), student.api.dispose()]);
});

test("Spikeball: a team invite reaches a player who signed in on the way to the tournament dashboard", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  const admin = await adminApi(playwright, baseURL!);
  const captain = await newStudent(playwright, baseURL!, {
    label: "live-spikeball",
    fullName: unique("Cara Bell", testInfo.project.name),
  });
  const player = await newStudent(playwright, baseURL!, {
    label: "live-spikeball",
    fullName: unique("Dev Shah", testInfo.project.name),
  });
  for (const { id } of [captain, player]) {
    const approved = await admin.post(`/api/spikeball/admin/users/${id}/review`, {
      headers: originHeaders(baseURL!),
      data: { status: "approved" },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  const teamName = unique("Spike Force", testInfo.project.name);
  const team = await captain.api.post("/api/spikeball/teams", {
    headers: originHeaders(baseURL!),
    data: { name: teamName },
  });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };

  // The player opens the dashboard signed out, is sent to sign in, and comes back to it in the same page.
  const page = await (await projectContext(browser, testInfo)).newPage();
  const live = followed(page, `user:${player.id}`);
  await page.goto("/spikeball-dashboard");
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fspikeball-dashboard$/);
  await page.evaluate(() => {
    (window as unknown as { cohortTestMark: boolean }).cohortTestMark = true;
  });
  await page.getByLabel("Email", { exact: true }).fill(player.email);
  await page.getByLabel("Password", { exact: true }).fill(player.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/spikeball-dashboard$/);
  await page.getByRole("tab", { name: "Invites" }).click();
  await expect(page.getByText("No pending invites")).toBeVisible();
  await live;

  const invited = await captain.api.post(`/api/spikeball/teams/${created.id}/invites`, {
    headers: originHeaders(baseURL!),
    data: { userId: player.id },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  await expect(page.getByRole("listitem").filter({ hasText: teamName })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible();
  await expectNoReload(page);
  await Promise.all([page.context().close(), admin.dispose(), captain.api.dispose(), player.api.dispose()]);
});

test("a sign-out in another tab, then a sign-in there as someone else: this tab follows each without a reload", async ({
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const first = await newStudent(playwright, baseURL!, {
    label: "live-switch",
    fullName: unique("Lea First", testInfo.project.name),
  });
  const second = await newStudent(playwright, baseURL!, {
    label: "live-switch",
    fullName: unique("Sam Second", testInfo.project.name),
  });
  const context = await projectContext(browser, testInfo);
  const tab = await context.newPage();
  const switched = followed(tab, `user:${second.id}`);
  await signInThroughForm(tab, first);

  // The same browser, another tab (the cookie is shared, the page's memory is not): Sign Out there signs this tab
  // out too.
  const other = await context.newPage();
  await other.goto("/");
  await other.getByRole("button", { name: "Sign Out" }).click();
  await expect(toast(other, "Signed out")).toBeVisible();
  await expect(tab.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect(tab.getByText(first.email, { exact: true })).toBeHidden();

  // Signed in there as someone else: this tab shows that account, and follows its topics.
  await signInThroughForm(other, second);
  await expect(tab.getByText(second.email, { exact: true })).toBeVisible();
  await switched;
  const admin = await adminApi(playwright, baseURL!);
  const sent = await admin.post("/api/messages", {
    headers: originHeaders(baseURL!),
    data: { recipientId: second.id, content: `Your locker is ready. ${Date.now()}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(tab.getByRole("button", { name: "Messages 1 unread" })).toBeVisible();
  await expectNoReload(tab);
  await Promise.all([context.close(), admin.dispose(), first.api.dispose(), second.api.dispose()]);
});
