// The restriction screen of a student banned while signed in: the specification signs a blocked user out and shows the
// screen (core-app.md §4). From then on the page is a visitor's: it sends no session the server refuses, and it keeps
// the school's notifications that any visitor sees, live.
import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, originHeaders, signInThroughApi } from "./support/accounts";
import { followed, newStudent, signInThroughForm } from "./support/sign-in";

test("a student banned while signed in keeps the school's notifications, live, and asks for nothing refused", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const student = await newStudent(playwright, baseURL!, { label: "restricted", fullName: "Rae Restricted" });
  const admin = await playwright.request.newContext({ baseURL });
  await signInThroughApi(admin, baseURL!, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });

  // Every answer the page gets, and every socket it opens with the frames the server sent on it.
  const answers: Array<{ request: string; status: number }> = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/")) {
      answers.push({ request: `${response.request().method()} ${url.pathname}`, status: response.status() });
    }
  });
  const sockets: Array<{ frames: string[] }> = [];
  page.on("websocket", (socket) => {
    const opened = { frames: [] as string[] };
    sockets.push(opened);
    socket.on("framereceived", (frame) => opened.frames.push(String(frame.payload)));
  });

  const ownTopic = followed(page, `user:${student.id}`);
  await signInThroughForm(page, student);
  await ownTopic;

  const ban = await admin.patch(`/api/admin/users/${student.id}/status`, {
    headers: originHeaders(baseURL!),
    data: { status: "banned", reason: "Spamming the message board", banHours: 48 },
  });
  expect(ban.status(), await ban.text()).toBe(200);
  const socketsBefore = sockets.length;

  await expect(page.getByRole("heading", { level: 1, name: "Account Temporarily Banned" })).toBeVisible();
  const answersBefore = answers.length;
  // Signed out, as the specification has it: the browser holds no session any more.
  expect((await page.request.get("/api/accounts/me")).status()).toBe(401);

  // The page's socket is a visitor's again, following the school's notifications.
  await expect
    .poll(() =>
      sockets
        .slice(socketsBefore)
        .some(({ frames }) => frames.some((f) => f.includes('"subscribed"') && f.includes('"topic":"notifications"'))),
    )
    .toBe(true);
  const title = `Assembly moved ${testInfo.project.name} ${Date.now().toString(36)}`;
  const sent = await admin.post("/api/admin/notifications", {
    headers: originHeaders(baseURL!),
    data: { title, message: "The assembly is in the gym today.", type: "info" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { notification } = (await sent.json()) as { notification: { id: string } };
  try {
    // The newest notice shows as a card (desktop) or in the slim bar (phone): the title is there, whichever.
    await expect(
      page.getByRole("region", { name: "School notifications" }).getByText(title).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Account Temporarily Banned" })).toBeVisible();

    // Nothing asked for on the restriction screen was refused, and every socket it opened was let in.
    expect(answers.slice(answersBefore).filter(({ status }) => status === 401 || status === 403)).toEqual([]);
    expect(answers.slice(answersBefore)).toContainEqual({ request: "GET /api/notifications/active", status: 200 });
    expect(sockets.slice(socketsBefore).filter(({ frames }) => frames.length === 0)).toEqual([]);
  } finally {
    await admin.delete(`/api/admin/notifications/${notification.id}`, { headers: originHeaders(baseURL!) });
    await admin.dispose();
    await student.api.dispose();
  }
});

test("a banned student who comes back to the app sees the restriction screen; only the session check is refused", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const student = await newStudent(playwright, baseURL!, { label: "returning", fullName: "Remy Returning" });
  const admin = await playwright.request.newContext({ baseURL });
  await signInThroughApi(admin, baseURL!, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await signInThroughForm(page, student);
  // The app is closed; the ban comes while it is; the browser still holds the session cookie.
  await page.goto("about:blank");
  const ban = await admin.patch(`/api/admin/users/${student.id}/status`, {
    headers: originHeaders(baseURL!),
    data: { status: "banned", reason: "Spamming the message board", banHours: 48 },
  });
  expect(ban.status(), await ban.text()).toBe(200);

  const refused: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/") && (response.status() === 401 || response.status() === 403))
      refused.push(`${response.request().method()} ${url.pathname}`);
  });
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Account Temporarily Banned" })).toBeVisible();
    await expect(page.getByRole("region", { name: "School notifications" }).or(page.locator("main"))).toBeVisible();
    await page.waitForTimeout(1_000);
    // The school's notifications are asked without the session: the app learns of the ban from the session check alone.
    expect(refused.filter((request) => request !== "GET /api/accounts/session")).toEqual([]);
  } finally {
    await admin.dispose();
    await student.api.dispose();
  }
});
