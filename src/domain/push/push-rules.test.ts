import { describe, expect, it } from "vitest";
import { deviceLabel, messagePreview } from "./push-rules";
import { pushSubscriptionSchema } from "./push-schemas";
import { GAME_PUSH_TEXTS, HIDDEN_MESSAGE_TEXT } from "./push-texts";

describe("a message on the lock screen", () => {
  it("shows a short message whole", () => {
    expect(messagePreview("  See you at 3  ", false)).toBe("See you at 3");
  });

  it("shows the first 100 characters of a long one", () => {
    const preview = messagePreview("a".repeat(150), false);
    expect(preview).toBe(`${"a".repeat(100)}…`);
  });

  it("counts an emoji as one character and never cuts it in half", () => {
    expect(messagePreview("😀".repeat(101), false)).toBe(`${"😀".repeat(100)}…`);
  });

  it("shows none of the text when its reader hides message text", () => {
    expect(messagePreview("My locker code is 1234", true)).toBe(HIDDEN_MESSAGE_TEXT);
  });
});

describe("a device's name", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
      "Safari on iPhone or iPad",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0", "Firefox on Windows"],
    [undefined, "Browser on another system"],
  ])("reads %s as %s", (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe("a browser's subscription", () => {
  const keys = { p256dh: "B".repeat(87), auth: "A".repeat(22) };

  it("accepts what a browser sends", () => {
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/abc", expirationTime: null, keys }).success,
    ).toBe(true);
  });

  it.each([
    [{ endpoint: "javascript:alert(1)", keys }],
    [{ endpoint: "not a url", keys }],
    [{ endpoint: "https://push.example/abc", keys: { p256dh: "short", auth: keys.auth } }],
    [{ endpoint: "https://push.example/abc", keys: { p256dh: keys.p256dh, auth: "has spaces in it!!!!" } }],
    [{ endpoint: "https://push.example/abc" }],
  ])("refuses %o", (body) => {
    expect(pushSubscriptionSchema.safeParse(body).success).toBe(false);
  });
});

describe("a Spikeball result push", () => {
  const match = { team1Id: "a", team1Name: "Aces", team2Name: "Blockers", team1Score: 21, team2Score: 15 };

  it("names the winner first when the first team won", () => {
    expect(GAME_PUSH_TEXTS.spikeballResultBody({ ...match, winnerId: "a" })).toBe("Aces beat Blockers 21–15");
  });

  it("names the winner first, with their score first, when the second team won", () => {
    const result = { ...match, team1Score: 18, team2Score: 21, winnerId: "b" };
    expect(GAME_PUSH_TEXTS.spikeballResultBody(result)).toBe("Blockers beat Aces 21–18");
  });
});
