// Cohort in a student's pocket (issue 38): after a visit, the app opens with no signal on what the student saw (today's
// classes, their messages), a message typed offline waits, survives a reload and arrives once when the signal
// returns, a lost answer does not make a second message, and the copy belongs to one account on a shared browser.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { originHeaders } from "./support/accounts";
import { projectContext } from "./support/contexts";
import { followed, newStudent, signInAtAdminLogin, signInThroughForm } from "./support/sign-in";

const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const stamp = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;

const todayCard = (page: Page) => page.getByRole("region", { name: "Today's Schedule" });
const messagesDialog = (page: Page) => page.getByRole("dialog", { name: "Messages" });

async function addClassEveryDay(api: APIRequestContext, baseURL: string, className: string) {
  const response = await api.post("/api/schedule/entries", {
    headers: originHeaders(baseURL),
    data: { className, roomNumber: "B12", startTime: "23:00", endTime: "23:50", daysOfWeek: EVERY_DAY },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function administratorId(api: APIRequestContext): Promise<string> {
  const { people } = (await (await api.get("/api/messages/people")).json()) as { people: { id: string }[] };
  return people[0]!.id;
}

/** How many messages of the conversation, as the server has them, carry `content`. */
async function storedCopies(api: APIRequestContext, otherUserId: string, content: string): Promise<number> {
  const response = await api.get(`/api/messages/conversations/${otherUserId}?limit=100`);
  const { messages } = (await response.json()) as { messages: { content: string }[] };
  return messages.filter((m) => m.content === content).length;
}

/** Everything the origin's IndexedDB databases hold, as text. */
function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        texts.push(...values.map((value) => (typeof value === "string" ? value : JSON.stringify(value))));
      }
      db.close();
    }
    return texts.join("\n");
  });
}

/** Every URL in the origin's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function openConversationWithAdministrator(page: Page) {
  await page.getByRole("button", { name: /^Messages/ }).click();
  await messagesDialog(page)
    .getByRole("button", { name: /Administrator/ })
    .first()
    .click();
  return messagesDialog(page).getByLabel("Messages with Administrator");
}

// The rest of the suite blocks service workers (playwright.config.ts); this one needs the app shell offline.
test.describe("offline, with the installed app's service worker", () => {
  test("a reload with no signal shows today's classes and the last messages; a message typed offline arrives once", async ({
    browser,
    baseURL,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const student = await newStudent(playwright, baseURL!, {
      label: "offline",
      fullName: stamp("Lena Okafor", testInfo.project.name),
    });
    const className = stamp("Astronomy", testInfo.project.name);
    await addClassEveryDay(student.api, baseURL!, className);
    const adminId = await administratorId(student.api);
    const earlier = stamp("Is the lab open late?", testInfo.project.name);
    const sent = await student.api.post("/api/messages", {
      headers: originHeaders(baseURL!),
      data: { recipientId: adminId, content: earlier },
    });
    expect(sent.status()).toBe(201);

    const context: BrowserContext = await projectContext(browser, testInfo, { serviceWorkers: "allow" });
    const page = await context.newPage();
    await signInThroughForm(page, student);
    await expect(todayCard(page).getByRole("heading", { name: className })).toBeVisible();
    // The app shell is installed once the worker is active, and the page is under it after a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
    await expect(await openConversationWithAdministrator(page)).toContainText(earlier);
    // The copy holds the open conversation (its key names the administrator), not only the list's last message.
    await expect.poll(() => indexedDbText(page)).toContain(`"messaging","conversation","${adminId}"`);

    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(
      page.getByRole("status").filter({ hasText: /^Offline — showing what you saw at \d\d:\d\d$/ }),
    ).toBeVisible();
    await expect(todayCard(page).getByRole("heading", { name: className })).toBeVisible();
    await expect(page.getByText("We couldn't check if you are signed in")).toBeHidden();
    await page.goto("/");
    await expect(todayCard(page).getByRole("heading", { name: className })).toBeVisible();
    const thread = await openConversationWithAdministrator(page);
    await expect(thread).toContainText(earlier);

    // Typed with no signal: it waits, in order, and is still there after a reload.
    const first = stamp("Typed in the basement", testInfo.project.name);
    const second = stamp("And one more", testInfo.project.name);
    const cancelled = stamp("Never mind this one", testInfo.project.name);
    for (const text of [first, second, cancelled]) {
      await messagesDialog(page).getByLabel("Message to Administrator").fill(text);
      await messagesDialog(page).getByLabel("Message to Administrator").press("Enter");
    }
    await expect(thread.getByRole("listitem").filter({ hasText: "Waiting to send" })).toHaveCount(3);
    await thread
      .getByRole("listitem")
      .filter({ hasText: cancelled })
      .getByRole("button", { name: /Cancel/ })
      .click();
    await expect(thread.getByRole("listitem").filter({ hasText: "Waiting to send" })).toHaveCount(2);
    await expect.poll(() => indexedDbText(page)).toContain(second);
    await expect.poll(() => indexedDbText(page)).not.toContain(cancelled);
    await page.reload();
    const afterReload = await openConversationWithAdministrator(page);
    await expect(afterReload.getByRole("listitem").filter({ hasText: "Waiting to send" })).toHaveText([
      new RegExp(first),
      new RegExp(second),
    ]);

    // The administrator's console is open elsewhere; the signal returns.
    const adminPage = await (await projectContext(browser, testInfo)).newPage();
    const adminLive = followed(adminPage, "admin");
    await signInAtAdminLogin(adminPage);
    await adminLive;
    await adminPage.getByRole("tab", { name: "Messaging", exact: true }).click();
    const console_ = adminPage.getByRole("region", { name: "Messaging Center" });
    await context.setOffline(false);
    await expect(afterReload.getByText("Waiting to send")).toHaveCount(0);
    await expect(console_.getByRole("button", { name: new RegExp(student.fullName) })).toContainText(second);
    await console_.getByRole("button", { name: new RegExp(student.fullName) }).click();
    const adminThread = console_.getByLabel(`Messages with ${student.fullName}`);
    await expect(adminThread.getByText(second)).toBeVisible();
    expect(await storedCopies(student.api, adminId, first)).toBe(1);
    expect(await storedCopies(student.api, adminId, second)).toBe(1);
    expect(await storedCopies(student.api, adminId, cancelled)).toBe(0);
    // In the order they were typed.
    await expect(adminThread.getByText(new RegExp(`${first}|${second}`))).toHaveText([
      new RegExp(first),
      new RegExp(second),
    ]);
    await Promise.all([context.close(), adminPage.context().close(), student.api.dispose()]);
  });

  test("a message typed offline is sent by the service worker when the signal returns, with the app closed", async ({
    browser,
    baseURL,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const student = await newStudent(playwright, baseURL!, {
      label: "outbox",
      fullName: stamp("Mei Tanaka", testInfo.project.name),
    });
    const adminId = await administratorId(student.api);
    const earlier = stamp("Can I borrow a calculator?", testInfo.project.name);
    const sent = await student.api.post("/api/messages", {
      headers: originHeaders(baseURL!),
      data: { recipientId: adminId, content: earlier },
    });
    expect(sent.status()).toBe(201);

    const context = await projectContext(browser, testInfo, { serviceWorkers: "allow" });
    const page = await context.newPage();
    await signInThroughForm(page, student);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
    const thread = await openConversationWithAdministrator(page);
    await expect(thread).toContainText(earlier);
    await expect.poll(() => indexedDbText(page)).toContain(`"messaging","conversation","${adminId}"`);

    await context.setOffline(true);
    const typed = stamp("Sent from the bus", testInfo.project.name);
    await messagesDialog(page).getByLabel("Message to Administrator").fill(typed);
    await messagesDialog(page).getByLabel("Message to Administrator").press("Enter");
    await expect(thread.getByRole("listitem").filter({ hasText: typed })).toContainText("Waiting to send");
    await expect.poll(() => indexedDbText(page)).toContain(typed);
    // The app is closed; then the signal returns, and only the service worker is there to send it.
    await page.close();
    await context.setOffline(false);
    await expect.poll(() => storedCopies(student.api, adminId, typed), { timeout: 30_000 }).toBe(1);

    // Opened again with no signal, the app shows it sent: in the thread, no longer waiting (nor cancellable).
    await context.setOffline(true);
    const next = await context.newPage();
    await next.goto("/dashboard");
    const again = await openConversationWithAdministrator(next);
    await expect(again.getByRole("listitem").filter({ hasText: typed })).toBeVisible();
    await expect(again.getByText("Waiting to send")).toHaveCount(0);
    // And online, nothing is sent twice.
    await context.setOffline(false);
    await expect(
      messagesDialog(next)
        .getByRole("status")
        .filter({ hasText: /^Live$/ }),
    ).toBeVisible();
    await expect(again.getByRole("listitem").filter({ hasText: typed })).toBeVisible();
    expect(await storedCopies(student.api, adminId, typed)).toBe(1);
    await Promise.all([context.close(), student.api.dispose()]);
  });
});

test("a message whose answer is lost on the way back is stored once", async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  const student = await newStudent(playwright, baseURL!, {
    label: "lost-answer",
    fullName: stamp("Omar Silva", testInfo.project.name),
  });
  const adminId = await administratorId(student.api);
  const hello = await student.api.post("/api/messages", {
    headers: originHeaders(baseURL!),
    data: { recipientId: adminId, content: stamp("Hello", testInfo.project.name) },
  });
  expect(hello.status()).toBe(201);
  await signInThroughForm(page, student);
  let dropped = 0;
  await page.route("**/api/messages", async (route) => {
    if (route.request().method() !== "POST" || dropped > 0) return route.fallback();
    dropped += 1;
    // The server gets the request and answers; the answer never reaches the page.
    await route.fetch();
    await route.abort("connectionreset");
  });
  const text = stamp("Did this arrive?", testInfo.project.name);
  const thread = await openConversationWithAdministrator(page);
  await messagesDialog(page).getByLabel("Message to Administrator").fill(text);
  await messagesDialog(page).getByLabel("Message to Administrator").press("Enter");
  await expect(thread.getByText(text)).toBeVisible();
  await expect(thread.getByText(/Waiting to send|Sending…/)).toHaveCount(0);
  expect(dropped).toBe(1);
  expect(await storedCopies(student.api, adminId, text)).toBe(1);
  await student.api.dispose();
});

test("signing out leaves nothing of the account in the browser, and the next account sees none of it", async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const first = await newStudent(playwright, baseURL!, {
    label: "shared-device-a",
    fullName: stamp("Ada Brooks", testInfo.project.name),
  });
  const className = stamp("Latin", testInfo.project.name);
  await addClassEveryDay(first.api, baseURL!, className);
  await signInThroughForm(page, first);
  await expect(todayCard(page).getByRole("heading", { name: className })).toBeVisible();
  await expect.poll(() => indexedDbText(page)).toContain(className);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await expect.poll(() => indexedDbText(page)).not.toContain(first.id);
  const left = await indexedDbText(page);
  for (const trace of [first.email, first.fullName, className]) expect(left).not.toContain(trace);
  expect((await cachedUrls(page)).filter((url) => url.includes("/api/"))).toEqual([]);

  const second = await newStudent(playwright, baseURL!, {
    label: "shared-device-b",
    fullName: stamp("Ben Carter", testInfo.project.name),
  });
  await signInThroughForm(page, second);
  await expect(todayCard(page)).toBeVisible();
  await expect(page.getByText(className)).toHaveCount(0);
  await expect(page.getByText(first.fullName)).toHaveCount(0);
  await expect.poll(() => indexedDbText(page)).toContain(second.id);
  expect(await indexedDbText(page)).not.toContain(first.id);
  await Promise.all([first.api.dispose(), second.api.dispose()]);
});
