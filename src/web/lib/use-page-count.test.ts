// @vitest-environment happy-dom
// The page count under a paged list: 1 until the list has loaded, and a step back to the new last page once the
// answer for the page shown says it has emptied, never on the previous page's answer kept while it loads.
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { usePageCount } from "./use-page-count";

const answer = (total: number, isPlaceholderData = false) => ({ data: { total, pageSize: 10 }, isPlaceholderData });

describe("usePageCount", () => {
  it("counts the pages, 1 before the list has loaded", () => {
    const setPage = vi.fn();
    expect(renderHook(() => usePageCount({ isPlaceholderData: false }, 1, setPage)).result.current).toBe(1);
    expect(renderHook(() => usePageCount(answer(25), 2, setPage)).result.current).toBe(3);
    expect(setPage).not.toHaveBeenCalled();
  });

  it("shows the new last page when the page shown has emptied", () => {
    const setPage = vi.fn();
    renderHook(() => usePageCount(answer(20), 3, setPage));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it("waits for the answer of the page asked for", () => {
    const setPage = vi.fn();
    renderHook(() => usePageCount(answer(20, true), 3, setPage));
    expect(setPage).not.toHaveBeenCalled();
  });
});
