// Issue 34, finding 4: a device whose key is not a point on P-256 makes encryption throw. Such a device must cost
// its own deliveries only: never another person's push, never a retry forever.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pushSubscriptions, sessions } from "../../db/schema";
import { fakeBrowser, type FakePushService, startFakePushService } from "../../testing/fake-push-service";
import { type Person, peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { queuedPushes } from "./push-delivery-queries";

let t: TestApp;
let service: FakePushService;
const kit = peopleKit(() => t, "badkeys");
const { call } = kit;
let admin: Person;

beforeAll(async () => {
  service = await startFakePushService();
  // The worker polls as in production (every 5 s): only NOTIFY wakes it sooner, so a drain that gives up early
  // leaves the rest of the queue waiting for the next poll.
  t = await createTestApp({ PUSH_ALLOW_HTTP_ENDPOINTS: "1" }, { pushWorker: { retryBaseMs: 20, maxAttempts: 3 } });
  admin = await kit.admin();
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A key of the right length (an uncompressed point, 65 bytes) that is not on the curve. */
const offCurveKey = () => Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url");

describe("devices whose keys are not points on P-256", () => {
  it("hold up no one else's push, and each is given up after its attempts", async () => {
    const mallory = await kit.student("Mallory");
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, mallory.id));
    // Written as rows, the way subscriptions stored before keys were checked at registration are.
    await t.database.db.insert(pushSubscriptions).values(
      Array.from({ length: 700 }, (_, i) => ({
        userId: mallory.id,
        sessionId: session!.id,
        endpoint: service.endpoint(`/bad/${i}`),
        p256dh: offCurveKey(),
        auth: randomBytes(16).toString("base64url"),
        label: "Not a browser",
      })),
    );
    const victim = await kit.student("Vera");
    const browser = fakeBrowser(service.endpoint("/vera"));
    expect((await call(victim, "POST", "/api/push/devices", browser.subscription)).statusCode).toBe(201);

    await call(admin, "POST", "/api/messages", { recipientId: mallory.id, content: "To 700 broken devices" });
    const sent = performance.now();
    await call(admin, "POST", "/api/messages", { recipientId: victim.id, content: "Your bus is late" });
    await vi.waitFor(() => expect(service.received.some((p) => p.path === "/vera")).toBe(true), {
      timeout: 30_000,
      interval: 20,
    });
    const took = service.received.find((p) => p.path === "/vera")!.at - sent;
    // Under a second on a quiet machine; before the fix, minutes (each failure ended the worker's drain).
    expect(took).toBeLessThan(5_000);

    // Every failure counts: after maxAttempts (3) each broken delivery is dropped, and nothing was sent for them.
    await vi.waitFor(async () => expect(await queuedPushes(t.database.db)).toBe(0), { timeout: 60_000 });
    expect(service.answered.filter((a) => a.path.startsWith("/bad/"))).toHaveLength(0);
  });
});
