// The VAPID token is signed once per push service and reused: it is most of the cost of a push.
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { checkVapid } from "../../testing/fake-push-service";
import { vapidAuthorization } from "./send-push";

const keys = webpush.generateVAPIDKeys();
const vapid = { subject: "mailto:office@riverside.example", ...keys };
const HOUR_MS = 3600_000;

describe("the VAPID token of a push", () => {
  it("is one valid token per push service, reused for its other subscriptions", async () => {
    const now = Date.now();
    const first = await vapidAuthorization("https://push-a.example/send/1", vapid, now);
    expect(await vapidAuthorization("https://push-a.example/send/2", vapid, now + 1000)).toBe(first);
    const other = await vapidAuthorization("https://push-b.example/send/1", vapid, now);
    expect(other).not.toBe(first);
    // Signed for the push service's origin, with our public key, as the push service checks it.
    expect(checkVapid(first, "https://push-a.example")).toBe(keys.publicKey);
    expect(checkVapid(other, "https://push-b.example")).toBe(keys.publicKey);
  });

  it("is signed again an hour before it would expire, and for another key pair", async () => {
    const now = Date.now();
    const first = await vapidAuthorization("https://push-c.example/x", vapid, now);
    expect(await vapidAuthorization("https://push-c.example/x", vapid, now + 10 * HOUR_MS)).toBe(first);
    expect(await vapidAuthorization("https://push-c.example/x", vapid, now + 11.5 * HOUR_MS)).not.toBe(first);
    const rotated = { ...vapid, ...webpush.generateVAPIDKeys() };
    expect(await vapidAuthorization("https://push-c.example/x", rotated, now)).not.toBe(first);
  });
});
