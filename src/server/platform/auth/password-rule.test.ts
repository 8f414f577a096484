import { dictionary } from "@zxcvbn-ts/language-common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../../../domain/accounts/account-texts";
import { AppError } from "../http/errors";
import { COMMON_PASSWORD_COUNT, passwordRefusal, PRODUCT_WORDS, refuseWeakPassword } from "./password-rule";

// The library's list, most common first: rank r is entry r - 1.
const LIST = dictionary["passwords-common"];
const rank = (r: number) => LIST[r - 1]!;
const ADA = { name: "Ada Lovelace", email: "ada.lovelace@riverside.example" };
const reversed = (word: string) => [...word].reverse().join("");

const codeOf = async (password: string, owner = {}) => (await passwordRefusal(password, owner))?.code ?? null;

describe("the most common passwords", () => {
  it("refuses the library's passwords of ranks 1, 5,000 and 9,999", async () => {
    expect([rank(1), rank(5_000), rank(9_999)]).toEqual(["123456", "147963", "24061984"]);
    for (const password of [rank(1), rank(5_000), rank(9_999)]) {
      expect(await passwordRefusal(password), password).toEqual({
        code: "password_too_common",
        message: ACCOUNT_TEXTS.passwordTooCommon,
      });
    }
  });

  it("refuses every hundredth of the 10,000 as typed, in capitals, capitalised and reversed", async () => {
    const sample = LIST.slice(0, COMMON_PASSWORD_COUNT).filter((_, i) => i % 100 === 99);
    const accepted = [];
    for (const word of sample) {
      for (const password of [word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1), reversed(word)]) {
        if ((await codeOf(password)) !== "password_too_common") accepted.push(password);
      }
    }
    expect(accepted).toEqual([]);
  });

  it.each([
    ["P@ssw0rd", "password, rank 2, in l33t with a capital"],
    ["M0nk3y", "monkey, rank 15, in l33t"],
    ["QWERTY123", "qwerty123, rank 272, in capitals"],
    ["drowssap", "password reversed"],
    ["Rhub4rb", "rhubarb, rank 8,998, in l33t with a capital"],
    ["Harr13t", "harriet, rank 9,016, in l33t with a capital"],
  ])("refuses %s (%s)", async (password) => {
    expect(await codeOf(password)).toBe("password_too_common");
  });
});

describe("passwords built from the owner's name or email", () => {
  it.each([
    ["ada2026", "the first name and a year"],
    ["Lovelace!!", "the last name and punctuation"],
    ["ADA_LOVELACE", "the whole name in capitals"],
    ["4d4l0v3l4c3", "the whole name in l33t"],
    ["ecalevol12", "the last name reversed"],
    ["ada.lovelace1", "the email's local part"],
    ["Riverside2026", "a word of the email's domain"],
    ["ada_2026", "a short name the library reads inside a longer piece"],
  ])("refuses %s (%s) with a message of its own", async (password) => {
    expect(await passwordRefusal(password, ADA)).toEqual({
      code: "password_contains_name",
      message: ACCOUNT_TEXTS.passwordContainsName,
    });
    expect(ACCOUNT_TEXTS.passwordContainsName).toBe("Choose a password that does not contain your name or email");
  });

  it("accepts the name with 6 other characters, which the length rule asks of any password", async () => {
    expect(await codeOf("Ada-2026!", ADA)).toBeNull();
    expect(await codeOf("Ada-2026", ADA)).toBe("password_contains_name");
  });

  it("ignores the email's top-level domain and words shorter than 3 characters", async () => {
    expect(await codeOf("school-42", { email: "jo@school.example" })).toBe("password_contains_name");
    expect(await codeOf("example-42", { email: "jo@school.example" })).toBeNull();
    expect(await codeOf("comet-42", { name: "Jo Li", email: "jo.li@school.com" })).toBeNull();
  });

  it("judges a password with nobody's name when the owner is not known", async () => {
    expect(await codeOf("ada2026")).toBeNull();
  });
});

describe("passwords that are neither", () => {
  it.each(["Analytical-Engine-1843", "Harbor-Lights-2026", "correct horse battery staple", "x".repeat(7) + "Q9!vLm2#"])(
    "accepts the strong password %s",
    async (password) => {
      expect(await codeOf(password, ADA)).toBeNull();
    },
  );

  it.each(["k9#mQz", "tq8zmw", "7hx2vk", "gr4v1t", "bqx7rn"])(
    "accepts the ordinary 6-character password %s, in no dictionary",
    async (password) => {
      expect(await codeOf(password, ADA)).toBeNull();
    },
  );
});

describe("refuseWeakPassword", () => {
  it("throws a 400 that names the request's field, so the form shows it under that input", async () => {
    const error = await refuseWeakPassword("password123", {}, "newPassword").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: "password_too_common",
      message: ACCOUNT_TEXTS.passwordTooCommon,
      details: { field: "newPassword" },
    });
    await expect(refuseWeakPassword("Harbor-Lights-2026", {}, "password")).resolves.toBeUndefined();
  });
});

describe("passwords built from this site's words (issue 34, finding 10)", () => {
  const SITE = ["riverside", "high", "riversidehighschool", "lumen", ...PRODUCT_WORDS];

  it.each([
    ["cohort123", "the product's name and digits"],
    ["Cohort2026!", "the product's name, a year and a symbol"],
    ["Riverside1", "the school's name and a digit"],
    ["Password2026!", "the form's own word, a year and a symbol"],
    ["Lumen-2026", "APP_NAME and a year"],
    ["JENGA2026!", "a feature's name in capitals"],
    ["R1v3rs1d3!", "the school's name in l33t"],
    ["edisrevir-1", "the school's name reversed"],
  ])("refuses %s (%s) with a message of its own", async (password) => {
    expect(await passwordRefusal(password, {}, SITE)).toEqual({
      code: "password_too_guessable",
      message: ACCOUNT_TEXTS.passwordTooGuessable,
    });
  });

  it("refuses any site word in any case with at most 5 other characters around it", async () => {
    const around = fc.string({ unit: fc.constantFrom(..."0123456789!?@#$%&*-_.+"), maxLength: 5 });
    const cased = fc
      .tuple(fc.constantFrom(...SITE), fc.infiniteStream(fc.boolean()))
      .map(([word, upper]) => [...word].map((c) => (upper.next().value ? c.toUpperCase() : c)).join(""));
    const parts = fc.tuple(around, cased, fc.nat()).map(([extra, word, at]) => {
      const cut = at % (extra.length + 1);
      return extra.slice(0, cut) + word + extra.slice(cut);
    });
    await fc.assert(
      fc.asyncProperty(parts, async (password) => {
        expect((await passwordRefusal(password, {}, SITE))?.code).toMatch(/^password_too_(guessable|common)$/);
      }),
      { numRuns: 200 },
    );
  });

  it("accepts a site word with enough of the password's own", async () => {
    for (const password of ["Riverside-Maple-Tiger-88", "cohort-quiet-harbour", "Orbit-Lantern-2026"]) {
      expect(await passwordRefusal(password, {}, SITE), password).toBeNull();
    }
  });
});
