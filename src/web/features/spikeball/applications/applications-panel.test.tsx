// @vitest-environment happy-dom
// The admin's Applications panel: pending applications first, a filter by state, page controls under the list, and
// Bulk Approve whatever state is shown.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { ApplicationsPanel } from "./applications-panel";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

const user = (name: string, status: AdminApplicationView["status"]): AdminApplicationView => ({
  userId: `id-${name}`,
  name,
  email: `${name.toLowerCase().replace(/ /g, ".")}@students.example`,
  applicationId: status === "not_applied" ? null : `app-${name}`,
  status,
  adminNotes: null,
  createdAt: status === "not_applied" ? null : "2026-11-20T10:00:00.000Z",
  hasReceipt: false,
  receiptUrl: null,
});

function renderPanel() {
  renderWithQueries(<ApplicationsPanel />);
}

const asked = (call: Parameters<typeof fetch>) => new URL(String(call[0]), "http://localhost");

describe("the Applications panel", () => {
  const fetchMock = fetchDoubleForEachTest();

  // 45 users in each state: three pages of 20; each page names its users after the state and the page.
  function answerPages() {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname.endsWith("/bulk-approve")) return jsonResponse({ approved: 3 });
      const status = url.searchParams.get("status") as AdminApplicationView["status"];
      const page = Number(url.searchParams.get("page"));
      const applications = [user(`${status} ${page} A`, status), user(`${status} ${page} B`, status)];
      return jsonResponse({ applications, total: 45, page, pageSize: 20 });
    });
  }

  it("shows the pending applications first, with their total and page controls", async () => {
    answerPages();
    renderPanel();
    const list = await screen.findByRole("list", { name: "Spikeball applications" });
    within(list).getByRole("heading", { name: "pending 1 A" });
    screen.getByText("45 pending");
    expect(asked(fetchMock.mock.calls[0]!).searchParams.get("status")).toBe("pending");
    expect(asked(fetchMock.mock.calls[0]!).searchParams.get("page")).toBe("1");
    expect(screen.getByRole("navigation", { name: "Application pages" }).textContent).toContain("Page 1 of 3");
  });

  it("pages forward, and goes back to the first page when the state changes", async () => {
    answerPages();
    renderPanel();
    await screen.findByRole("heading", { name: "pending 1 A" });
    fireEvent.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByRole("heading", { name: "pending 2 A" });
    screen.getByText("Page 2 of 3");
    fireEvent.change(screen.getByLabelText("Application status"), { target: { value: "not_applied" } });
    await screen.findByRole("heading", { name: "not_applied 1 A" });
    screen.getByText("45 not applied");
    screen.getByText("Page 1 of 3");
    // Someone who never applied can still be approved or denied.
    screen.getByRole("button", { name: "Approve not_applied 1 A" });
  });

  it("says so when no application waits, and disables Bulk Approve while nobody waits at all", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ applications: [], total: 0, page: 1, pageSize: 20 }));
    renderPanel();
    await screen.findByText("No applications are waiting for a decision.");
    expect(screen.queryByRole("navigation", { name: "Application pages" })).toBeNull();
    const bulk = screen.getByRole("button", { name: "Bulk Approve" });
    await waitFor(() => expect(bulk.hasAttribute("disabled")).toBe(true));
    fireEvent.click(bulk);
    expect(fetchMock.mock.calls.some((call) => asked(call).pathname.endsWith("/bulk-approve"))).toBe(false);
  });

  it("offers Bulk Approve with no application pending while users who never applied wait", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), "http://app.test");
      if (url.pathname.endsWith("/bulk-approve")) return jsonResponse({ approved: 2 });
      const waiting = url.searchParams.get("status") === "not_applied";
      return jsonResponse({ applications: [], total: waiting ? 2 : 0, page: 1, pageSize: 20 });
    });
    renderPanel();
    await screen.findByText("No applications are waiting for a decision.");
    const bulk = screen.getByRole("button", { name: "Bulk Approve" });
    await waitFor(() => expect(bulk.hasAttribute("disabled")).toBe(false));
    fireEvent.click(bulk);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((call) => asked(call).pathname.endsWith("/bulk-approve"))).toBe(true),
    );
  });
});
