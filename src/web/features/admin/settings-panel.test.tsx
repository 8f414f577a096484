// @vitest-environment happy-dom
// The Settings tab's list of sent notifications: a page at a time, with page controls once there is more than one
// page, and back to the last page left when a deletion empties the page shown.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminNotificationPage } from "@/domain/notifications/notification-schemas";
import { SettingsPanel } from "./settings-panel";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

const notification = (title: string) => ({
  id: crypto.randomUUID(),
  title,
  message: `${title} details`,
  type: "info" as const,
  isActive: true,
  expiresAt: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  createdBy: null,
});

describe("the Settings tab's notification list", () => {
  const fetchMock = fetchDoubleForEachTest();
  let total = 12;
  beforeEach(() => {
    total = 12;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/admin/signup-settings") return jsonResponse({ enabled: true });
      const page = Number(url.searchParams.get("page") ?? 1);
      const titles = Array.from({ length: total }, (_, i) => `Notice ${total - i}`).slice((page - 1) * 10, page * 10);
      const body: AdminNotificationPage = { notifications: titles.map(notification), total, page, pageSize: 10 };
      return jsonResponse(body);
    });
  });

  it("shows the newest page and moves to the older one", async () => {
    renderWithQueries(<SettingsPanel />);
    await screen.findByText("Notice 12");
    expect(screen.queryByText("Notice 2")).toBeNull();
    const pages = screen.getByRole("navigation", { name: "Notification pages" });
    expect(pages.textContent).toContain("Page 1 of 2");
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Notice 2");
    expect(screen.queryByText("Notice 12")).toBeNull();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain("page=2");
  });

  it("goes back a page when the page shown has emptied", async () => {
    const client = renderWithQueries(<SettingsPanel />);
    await screen.findByText("Notice 12");
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Notice 2");
    total = 10;
    await client.invalidateQueries();
    // The one page left holds Notice 10 down to Notice 1.
    await waitFor(() => expect(screen.queryByText("Notice 12")).toBeNull());
    await waitFor(() => screen.getByText("Notice 10"));
    expect(screen.queryByRole("navigation", { name: "Notification pages" })).toBeNull();
  });
});
