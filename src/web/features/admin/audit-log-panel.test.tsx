// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditEntry, AuditPage } from "@/domain/admin/audit-log-schemas";
import { AuditLogPanel } from "./audit-log-panel";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  actorId: "admin-1",
  actorEmail: "dean@riverside.example",
  action: "user.status",
  targetType: "user",
  targetId: "user-1",
  targetLabel: "sam@students.riverside.example",
  before: { status: "active", banReason: null },
  after: { status: "banned", banReason: "Spam" },
  createdAt: "2026-11-23T10:00:00.000Z",
  ...over,
});

function renderPanel() {
  renderWithQueries(<AuditLogPanel />);
}

describe("the Audit Log panel", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("shows each action with its target, its admin and the changed fields", async () => {
    const page: AuditPage = { entries: [entry({})], nextCursor: null };
    fetchMock.mockResolvedValue(jsonResponse(page));
    renderPanel();
    const list = await screen.findByRole("list", { name: "Admin actions, newest first" });
    const item = within(list).getAllByRole("listitem")[0]!;
    expect(item.textContent).toContain("Changed user status");
    expect(item.textContent).toContain("sam@students.riverside.example");
    expect(item.textContent).toContain("by dean@riverside.example");
    expect(within(item).getByRole("list", { name: "Changed fields" }).textContent).toContain("Status: active → banned");
    expect(screen.queryByRole("navigation", { name: "Audit log pages" })).toBeNull();
  });

  it("says so when nothing is recorded yet", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ entries: [], nextCursor: null }));
    renderPanel();
    await screen.findByText("No admin actions recorded yet.");
  });

  it("pages to older actions by cursor, and back to newer ones", async () => {
    fetchMock.mockImplementation(async (input) => {
      const before = new URL(String(input), "http://localhost").searchParams.get("before");
      return before === "older-cursor"
        ? jsonResponse({
            entries: [entry({ action: "users.export", targetLabel: null, targetId: null })],
            nextCursor: null,
          })
        : jsonResponse({
            entries: [entry({ action: "signup.toggle", targetLabel: null, targetId: null })],
            nextCursor: "older-cursor",
          });
    });
    renderPanel();
    await screen.findByText("Switched sign-up");
    expect(screen.getByRole("navigation", { name: "Audit log pages" }).textContent).toContain("Page 1");
    fireEvent.click(screen.getByRole("button", { name: /Older/ }));
    await screen.findByText("Exported users");
    screen.getByText("Page 2");
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain("before=older-cursor");
    expect(screen.getByRole("button", { name: /Older/ }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: /Newer/ }));
    await screen.findByText("Switched sign-up");
    screen.getByText("Page 1");
  });
});
