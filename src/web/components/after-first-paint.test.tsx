// @vitest-environment happy-dom
// A part rendered after the first paint: its placeholder first, then the part, and the placeholder while its code loads.
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

beforeEach(() =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("AfterFirstPaint", () => {
  it("shows the placeholder at first paint and the part in a later task", async () => {
    render(
      <AfterFirstPaint placeholder={<p>holding</p>}>
        <p>the part</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText("holding")).toBeTruthy();
    expect(screen.queryByText("the part")).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText("the part")).toBeTruthy();
    expect(screen.queryByText("holding")).toBeNull();
  });

  it("keeps the placeholder while the part's code loads", async () => {
    let loaded: (module: { default: () => ReactNode }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (loaded = resolve)));
    render(
      <AfterFirstPaint placeholder={<p>holding</p>}>
        <Part />
      </AfterFirstPaint>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText("holding")).toBeTruthy();
    await act(async () => {
      loaded({ default: () => <p>the part</p> });
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText("the part")).toBeTruthy();
  });
});
