// @vitest-environment happy-dom
// Send Global Notification: the form checks the domain's rules before anything reaches the server.
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";
import { SettingsPanel } from "./settings-panel";

const toastError = vi.hoisted(() => vi.fn());
vi.mock("@/web/lib/toast", () => ({ toast: { error: toastError, success: vi.fn() } }));

describe("Send Global Notification", () => {
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    cleanup();
    toastError.mockReset();
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  it("says 'Title and message are required' for an empty form, under the title too, without sending it", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SettingsPanel />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send Notification" }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Title and message are required"));
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});
