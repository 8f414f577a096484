// The spikeball rules both sides apply: who can be reviewed, renaming, room on a team, search, and the input schemas.
import { describe, expect, it } from "vitest";
import { adminCreateTeamSchema, createTeamSchema, receiptFormSchema, reviewSchema } from "./spikeball-schemas";
import {
  hasRoom,
  matchesSearch,
  mayReview,
  memberCountLabel,
  isSameTeamName,
  RECEIPT_MAX_BYTES,
  TEAM_NAME_MAX_LENGTH,
} from "./spikeball-rules";
import { SPIKEBALL_TEXTS } from "./spikeball-texts";

describe("spikeball rules", () => {
  it("reviews only pending and not-applied users", () => {
    expect(mayReview("pending")).toBe(true);
    expect(mayReview("not_applied")).toBe(true);
    expect(mayReview("approved")).toBe(false);
    expect(mayReview("denied")).toBe(false);
  });

  it("counts a rename to the same name, spaces aside, as no change", () => {
    expect(isSameTeamName("Net Ninjas", " Net Ninjas ")).toBe(true);
    expect(isSameTeamName("Net Ninjas", "Spike Force")).toBe(false);
  });

  it("has room below the maximum only", () => {
    expect(hasRoom(3, 4)).toBe(true);
    expect(hasRoom(4, 4)).toBe(false);
    expect(hasRoom(5, 4)).toBe(false);
    expect(memberCountLabel(2, 4)).toBe("2/4");
  });

  it("searches by name or email, case-insensitively", () => {
    const player = { name: "Maya Chen", email: "maya.chen@students.riverside.example" };
    expect(matchesSearch(player, "")).toBe(true);
    expect(matchesSearch(player, " CHEN ")).toBe(true);
    expect(matchesSearch(player, "riverside")).toBe(true);
    expect(matchesSearch(player, "jordan")).toBe(false);
  });

  it("spells the capacity message as the spec does", () => {
    expect(SPIKEBALL_TEXTS.teamFull(4)).toBe("Team is at maximum capacity (4 members).");
    expect(SPIKEBALL_TEXTS.updateFailed("approve", "Maya Chen")).toBe("Failed to approve Maya Chen.");
  });
});

describe("spikeball schemas", () => {
  it("trims team names and requires one", () => {
    expect(createTeamSchema.parse({ name: "  Net Ninjas " })).toEqual({ name: "Net Ninjas" });
    const blank = createTeamSchema.safeParse({ name: "   " });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(SPIKEBALL_TEXTS.teamNameRequired);
    expect(createTeamSchema.safeParse({ name: "x".repeat(TEAM_NAME_MAX_LENGTH + 1) }).success).toBe(false);
    expect(adminCreateTeamSchema.parse({ name: "A", captainUserId: null })).toEqual({ name: "A", captainUserId: null });
  });

  it("accepts approve and deny only, with notes trimmed to null when empty", () => {
    expect(reviewSchema.parse({ status: "approved", notes: "  " })).toEqual({ status: "approved", notes: null });
    expect(reviewSchema.parse({ status: "denied", notes: " Old receipt " })).toEqual({
      status: "denied",
      notes: "Old receipt",
    });
    expect(reviewSchema.safeParse({ status: "pending" }).success).toBe(false);
  });
});

describe("the receipt a student picks", () => {
  const file = (type: string, size = 100) => new File([new Uint8Array(size)], "receipt", { type });
  const refusal = (receipt: unknown) => receiptFormSchema.safeParse({ receipt }).error?.issues.map((i) => i.message);

  it("takes an image of any kind up to the size the server accepts", () => {
    for (const type of ["image/png", "image/jpeg", "image/heic"]) expect(refusal(file(type))).toBeUndefined();
    expect(refusal(file("image/png", RECEIPT_MAX_BYTES))).toBeUndefined();
  });

  it("asks for a file, then for an image, then for a smaller one, in the specification's words", () => {
    expect(refusal(undefined)).toEqual([SPIKEBALL_TEXTS.noFile]);
    expect(refusal(null)).toEqual([SPIKEBALL_TEXTS.noFile]);
    expect(refusal(file("application/pdf"))).toEqual([SPIKEBALL_TEXTS.invalidType]);
    expect(refusal(file(""))).toEqual([SPIKEBALL_TEXTS.invalidType]);
    expect(refusal(file("image/png", RECEIPT_MAX_BYTES + 1))).toEqual([SPIKEBALL_TEXTS.tooLarge]);
    expect(refusal(file("text/plain", RECEIPT_MAX_BYTES + 1))?.[0]).toBe(SPIKEBALL_TEXTS.invalidType);
  });
});
