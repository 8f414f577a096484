// Notifications on this device (Web Push), in Chromium. Headless Chromium here has no internet and so no push
// service: an init script stands in for PushManager's subscribe/getSubscription, returning a subscription whose
// endpoint is a push service this test runs on loopback (src/server/testing/fake-push-service.ts), with keys the
// test made as a browser would, so it can decrypt what the server sent. The service worker itself is the real one.
import { expect, type Page, test } from "@playwright/test";
import { fakeBrowser, startFakePushService, type FakePushService } from "../src/server/testing/fake-push-service";
import { originHeaders } from "./support/accounts";
import { adminApi, newStudent, signInAtAdminLogin, signInThroughForm } from "./support/sign-in";

// The rest of the suite blocks service workers (playwright.config.ts); a push needs one.
test.use({ serviceWorkers: "allow" });

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(() => service.close());

type StubbedSubscription = ReturnType<typeof fakeBrowser>["subscription"];

/** Replaces the browser's push service with ours: subscribe hands out `subscription`, kept until unsubscribed. */
async function standInForThePushService(page: Page, subscription: StubbedSubscription) {
  await page.addInitScript((json: StubbedSubscription) => {
    const key = "cohort-test-push-subscribed";
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        sessionStorage.removeItem(key);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function subscribe() {
      sessionStorage.setItem(key, "1");
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (sessionStorage.getItem(key) ? fake : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

test("a student turns notifications on, gets a school-wide notification with the page closed, and removes the device", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const path = `/push/e2e-${Date.now().toString(36)}`;
  const browser = fakeBrowser(service.endpoint(path));
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await standInForThePushService(page, browser.subscription);
  const student = await newStudent(playwright, baseURL!, { label: "push", fullName: "Nora Push" });

  await signInThroughForm(page, student);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const card = page.getByRole("region", { name: "Notifications on this device" });
  await card.getByRole("switch", { name: "Notifications on this device" }).click();
  await expect(card.getByRole("switch", { name: "Notifications on this device" })).toBeChecked();
  await expect(card.getByText("(this device)")).toBeVisible();

  // With the page closed (a phone in a pocket), a school-wide notification reaches the device. While the page's
  // realtime socket (held by a shared worker, which outlives the page for a moment) still follows notifications,
  // the server rightly sends no push: send again until the socket is gone and one arrives.
  await page.close();
  const admin = await adminApi(playwright, baseURL!);
  const title = `Early dismissal ${Date.now().toString(36)}`;
  // Each try is a school-wide notice on every page of the later tests (a banner over a phone's tabs): taken down
  // once a push has arrived.
  const sentIds: string[] = [];
  await expect
    .poll(
      async () => {
        const sent = await admin.post("/api/admin/notifications", {
          headers: originHeaders(baseURL!),
          data: { title, message: "School ends at 1 PM today.", type: "info" },
        });
        expect(sent.status()).toBe(201);
        sentIds.push(((await sent.json()) as { notification: { id: string } }).notification.id);
        await expect
          .poll(() => service.received.filter((p) => p.path === path).length, { timeout: 5_000 })
          .toBeGreaterThan(0)
          .catch(() => undefined);
        return service.received.filter((p) => p.path === path).length;
      },
      { timeout: 45_000, intervals: [0] },
    )
    .toBeGreaterThan(0);
  for (const id of sentIds) {
    const removed = await admin.delete(`/api/admin/notifications/${id}`, { headers: originHeaders(baseURL!) });
    expect(removed.status()).toBe(204);
  }
  const push = service.received.find((p) => p.path === path)!;
  expect(JSON.parse(browser.decrypt(push.body))).toMatchObject({ title, body: "School ends at 1 PM today.", url: "/" });

  // The device is listed, and Remove takes it off.
  const again = await context.newPage();
  await again.goto("/dashboard");
  const list = again.getByRole("list", { name: "Devices that get notifications" });
  // The dashboard's lower sections load once the page is idle: on a busy 2-core machine, seconds.
  await expect(list.getByRole("listitem")).toHaveCount(1, { timeout: 20_000 });
  await list.getByRole("button", { name: /^Remove / }).click();
  await expect(again.getByText("No devices get notifications yet.")).toBeVisible();
  await expect(
    again.getByRole("region", { name: "Notifications on this device" }).getByRole("switch", {
      name: "Notifications on this device",
    }),
  ).not.toBeChecked();
});

test("the service worker shows a notification for every push it is given", async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["notifications"], { origin: baseURL });
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({ title: "Fire drill", body: "At 10:15", url: "/jenga", kind: "school-wide" }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toContainEqual({ title: "Fire drill", body: "At 10:15", url: "/jenga" });
});

test("a message's push opens the dashboard on its conversation", async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const student = await newStudent(playwright, baseURL!, { label: "pushlink", fullName: "Lina Link" });
  const admin = await adminApi(playwright, baseURL!);
  const { user: office } = (await (await admin.get("/api/accounts/me")).json()) as { user: { id: string } };
  const text = `Your locker is ready ${Date.now().toString(36)}`;
  const sent = await admin.post("/api/messages", {
    headers: originHeaders(baseURL!),
    data: { recipientId: student.id, content: text },
  });
  expect(sent.status()).toBe(201);

  // The address the push carries (push-delivery.test.ts checks the server puts it there), as a tap opens it.
  await signInThroughForm(page, student);
  await page.goto(`/dashboard?conversation=${office.id}`);
  const dialog = page.getByRole("dialog", { name: "Messages" });
  // The thread itself is open (the list beside it shows the same text as a preview).
  await expect(dialog.getByRole("list", { name: /^Messages with / }).getByText(text)).toBeVisible({ timeout: 20_000 });
  // Opened once: the address no longer asks for it, so a reload does not open it again.
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a student's message push opens the admin console's Messaging tab on the conversation", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const student = await newStudent(playwright, baseURL!, { label: "pushlink-admin", fullName: "Omar Office" });
  const admin = await adminApi(playwright, baseURL!);
  const { user: office } = (await (await admin.get("/api/accounts/me")).json()) as { user: { id: string } };
  const text = `Can I swap rooms ${Date.now().toString(36)}`;
  const sent = await student.api.post("/api/messages", {
    headers: originHeaders(baseURL!),
    data: { recipientId: office.id, content: text },
  });
  expect(sent.status()).toBe(201);

  await signInAtAdminLogin(page);
  await page.goto(`/admin/dashboard?conversation=${student.id}`);
  await expect(page.getByRole("tab", { name: "Messaging" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("list", { name: "Messages with Omar Office" }).getByText(text)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
