import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_PAGE, pageCount, pageOffset, pageQueryShape } from "./paging";

describe("paging", () => {
  const query = z.object(pageQueryShape(25, 100));

  it("fills in the first page and the default size", () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(query.parse({ page: "3", pageSize: "10" })).toEqual({ page: 3, pageSize: 10 });
  });

  it("refuses a page below 1 or past the last allowed, and a size over the maximum", () => {
    for (const bad of [{ page: "0" }, { page: String(MAX_PAGE + 1) }, { pageSize: "101" }, { pageSize: "0" }]) {
      expect(query.safeParse(bad).success).toBe(false);
    }
    expect(query.safeParse({ page: "1.5" }).success).toBe(false);
  });

  it("counts pages, with at least one", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it("skips the pages before the one asked for", () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(4, 25)).toBe(75);
  });
});
