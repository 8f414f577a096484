import { describe, expect, it } from "vitest";
import { lowerThirdPinSchema, lowerThirdTextSchema, recordingFileName } from "./lower-third";
import { LOWER_THIRD_TEXTS } from "./lower-third-texts";

describe("the lower-third PIN", () => {
  it.each(["1234", "ab9Z", "#7!x"])("accepts four characters: %s", (pin) => {
    expect(lowerThirdPinSchema.safeParse(pin).success).toBe(true);
  });

  it.each(["", "123", "12345", "12 4", "    "])("refuses %j", (pin) => {
    const result = lowerThirdPinSchema.safeParse(pin);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOWER_THIRD_TEXTS.pinLength);
  });
});

describe("the banner text", () => {
  it("trims the name and the title and bounds their length", () => {
    expect(lowerThirdTextSchema.parse({ name: " Ana ", title: " Host " })).toEqual({ name: "Ana", title: "Host" });
    expect(lowerThirdTextSchema.safeParse({ name: "x".repeat(41), title: "" }).success).toBe(false);
    expect(lowerThirdTextSchema.safeParse({ name: "", title: "x".repeat(61) }).success).toBe(false);
  });
});

describe("the recording's file name", () => {
  it("is a webm named after the person", () => {
    expect(recordingFileName("Jordan Rivera")).toBe("lower-third-jordan-rivera.webm");
    expect(recordingFileName("Zoë O'Neil")).toBe("lower-third-zoe-o-neil.webm");
  });

  it("falls back to lower-third.webm for a name without letters or digits", () => {
    expect(recordingFileName("")).toBe("lower-third.webm");
    expect(recordingFileName("!!!")).toBe("lower-third.webm");
  });
});
