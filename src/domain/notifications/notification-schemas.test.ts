import { describe, expect, it } from "vitest";
import { createNotificationSchema } from "./notification-schemas";
import { NOTIFICATION_TEXTS } from "./notification-texts";

const messagesOf = (input: unknown) => createNotificationSchema.safeParse(input).error?.issues.map((i) => i.message);

describe("notification rules", () => {
  it("needs a title and a message after trimming, with the specification's message", () => {
    expect(messagesOf({ title: "  ", message: "Snow day" })).toEqual([NOTIFICATION_TEXTS.required]);
    expect(messagesOf({ title: "Snow day", message: "" })).toEqual([NOTIFICATION_TEXTS.required]);
    expect(NOTIFICATION_TEXTS.required).toBe("Title and message are required");
  });

  it("allows 100 title and 500 message characters, not one more", () => {
    expect(createNotificationSchema.safeParse({ title: "t".repeat(100), message: "m".repeat(500) }).success).toBe(true);
    expect(messagesOf({ title: "t".repeat(101), message: "m" })).toEqual([NOTIFICATION_TEXTS.titleTooLong]);
    expect(messagesOf({ title: "t", message: "m".repeat(501) })).toEqual([NOTIFICATION_TEXTS.messageTooLong]);
  });

  it.each([
    [1, true],
    [8760, true],
    [0, false],
    [8761, false],
    [1.5, false],
  ])("takes an expiry of %s hours: %s", (hours, ok) => {
    expect(createNotificationSchema.safeParse({ title: "t", message: "m", expiresHours: hours }).success).toBe(ok);
  });

  it("defaults to an informational notification that never expires", () => {
    expect(createNotificationSchema.parse({ title: " Fire drill ", message: "At 10" })).toEqual({
      title: "Fire drill",
      message: "At 10",
      type: "info",
    });
  });
});
