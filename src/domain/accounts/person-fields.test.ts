import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "./account-texts";
import { personEmail, personName, personSchoolId } from "./person-fields";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("a person's fields", () => {
  it("keeps one address per person: trimmed and lowercased", () => {
    expect(personEmail.parse(" Maya.Chen@Riverside.EXAMPLE ")).toBe("maya.chen@riverside.example");
  });

  it("asks for a missing email, and refuses one that is not an address or longer than 254 characters", () => {
    expect(messagesOf(personEmail.safeParse("  "))).toEqual([ACCOUNT_TEXTS.emailRequired]);
    expect(messagesOf(personEmail.safeParse(undefined))).toEqual([ACCOUNT_TEXTS.emailRequired]);
    expect(messagesOf(personEmail.safeParse("maya@"))).toEqual([ACCOUNT_TEXTS.emailInvalid]);
    // Labels of at most 63 characters, as an address allows: only the whole length is over.
    const ofLength = (length: number) =>
      `m@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(length - 198)}.org`;
    expect(personEmail.safeParse(ofLength(254)).success).toBe(true);
    expect(messagesOf(personEmail.safeParse(ofLength(255)))).toEqual([ACCOUNT_TEXTS.emailInvalid]);
  });

  it("takes a name of 1 to 100 characters once trimmed", () => {
    expect(personName.parse("  Maya Chen ")).toBe("Maya Chen");
    expect(messagesOf(personName.safeParse(" "))).toEqual([ACCOUNT_TEXTS.fullNameRequired]);
    expect(personName.safeParse("x".repeat(100)).success).toBe(true);
    expect(messagesOf(personName.safeParse("x".repeat(101)))).toEqual([ACCOUNT_TEXTS.fullNameTooLong]);
  });

  it("takes a school by its positive whole id, and asks for one otherwise", () => {
    expect(personSchoolId.parse(3)).toBe(3);
    for (const id of [undefined, 0, 1.5]) {
      expect(messagesOf(personSchoolId.safeParse(id))).toEqual([ACCOUNT_TEXTS.schoolRequired]);
    }
  });
});
