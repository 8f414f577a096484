// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MODERATION_TEXTS } from "@/domain/accounts/account-texts";
import type { AdminUser } from "@/domain/admin/admin-schemas";
import { adminKeys } from "./api/query-keys";
import { UsersPanel } from "./users-panel";
import { createQueryClient } from "@/web/lib/query-client";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

const toastError = toastErrorsForEachTest();

const serverError = () => jsonResponse({ error: { code: "internal", message: "Internal Server Error" } }, 500);

const sam: AdminUser = {
  id: "user-1",
  name: "Sam Rivera",
  email: "sam@students.riverside.example",
  role: "student",
  status: "active",
  schoolId: 1,
  isCasStudent: false,
  emailVerified: true,
  banReason: null,
  bannedUntil: null,
  createdAt: "2026-09-01T08:00:00.000Z",
};
const onePage = { users: [sam], total: 1, page: 1, pageSize: 25 };

function renderPanel() {
  // The app's client, whose cache raises the error toasts the queries name.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderWithQueries(<UsersPanel selectedUserId={null} onSelect={() => undefined} schools={[]} />, queryClient);
}

describe("the Users tab's list", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("says 'Failed to load user data' when the list cannot be loaded, and Try Again loads it", async () => {
    fetchMock.mockResolvedValueOnce(serverError());
    renderPanel();

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to load user data"));
    expect(screen.getByRole("list", { name: "Users" }).textContent).toContain("Failed to load user data");
    expect(toastError).not.toHaveBeenCalledWith("Failed to fetch users");

    fetchMock.mockResolvedValue(jsonResponse(onePage));
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await screen.findByText("Sam Rivera");
    expect(screen.queryByText("Failed to load user data")).toBeNull();
  });

  it("says 'Failed to fetch users' when refreshing a shown list fails, and keeps the list", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(onePage));
    const queryClient = renderPanel();
    await screen.findByText("Sam Rivera");

    fetchMock.mockResolvedValue(serverError());
    await act(() => queryClient.refetchQueries({ queryKey: adminKeys.all }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to fetch users"));
    expect(toastError).not.toHaveBeenCalledWith("Failed to load user data");
    screen.getByText("Sam Rivera");
  });
});

describe("the Moderate user dialog", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("asks for a reason and a whole number of hours under their fields before it sends anything", async () => {
    fetchMock.mockResolvedValue(jsonResponse(onePage));
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: `Moderate ${sam.email}` }));
    const dialog = await screen.findByRole("dialog", { name: "Moderate user" });
    const apply = () => fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));

    apply();
    const reason = within(dialog).getByLabelText("Reason");
    const reasonError = await within(dialog).findByText(MODERATION_TEXTS.reasonRequired);
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toBe(reasonError.id);

    fireEvent.change(within(dialog).getByLabelText("Action"), { target: { value: "banned" } });
    fireEvent.change(reason, { target: { value: "Spam" } });
    fireEvent.change(within(dialog).getByLabelText("Ban duration in hours (empty: permanent)"), {
      target: { value: "0" },
    });
    apply();
    const hours = within(dialog).getByLabelText("Ban duration in hours (empty: permanent)");
    const hoursError = await within(dialog).findByText(MODERATION_TEXTS.banDuration);
    expect(hours.getAttribute("aria-describedby")).toBe(hoursError.id);
    expect(within(dialog).queryByText(MODERATION_TEXTS.reasonRequired)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/status"))).toBe(false);
  });
});
