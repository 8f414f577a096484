// @vitest-environment happy-dom
// The goal highlight: a change between two scores from the server flashes for exactly GOAL_HIGHLIGHT_MS; the first
// data from the server (replacing the page's defaults) does not.
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GOAL_HIGHLIGHT_MS } from "@/domain/broadcast/sports-schemas";
import { useScoreFlash } from "./use-score-flash";

describe("useScoreFlash", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const render = (score: number, fromServer: boolean) =>
    renderHook(({ score, fromServer }) => useScoreFlash(score, fromServer), { initialProps: { score, fromServer } });

  it("does not flash when the server's first row replaces the defaults", () => {
    const hook = render(0, false);
    hook.rerender({ score: 3, fromServer: true });
    expect(hook.result.current.on).toBe(false);
  });

  it("flashes for GOAL_HIGHLIGHT_MS after a goal, then stops", () => {
    const hook = render(2, true);
    hook.rerender({ score: 3, fromServer: true });
    expect(hook.result.current.on).toBe(true);
    act(() => {
      vi.advanceTimersByTime(GOAL_HIGHLIGHT_MS - 1);
    });
    expect(hook.result.current.on).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hook.result.current.on).toBe(false);
  });

  it("a second goal during a flash starts the second anew", () => {
    const hook = render(0, true);
    hook.rerender({ score: 1, fromServer: true });
    act(() => {
      vi.advanceTimersByTime(GOAL_HIGHLIGHT_MS / 2);
    });
    hook.rerender({ score: 2, fromServer: true });
    const key = hook.result.current.key;
    act(() => {
      vi.advanceTimersByTime(GOAL_HIGHLIGHT_MS - 1);
    });
    expect(hook.result.current).toEqual({ key, on: true });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hook.result.current.on).toBe(false);
  });

  it("a goal taken back (minus) flashes too", () => {
    const hook = render(1, true);
    hook.rerender({ score: 0, fromServer: true });
    expect(hook.result.current.on).toBe(true);
  });
});
