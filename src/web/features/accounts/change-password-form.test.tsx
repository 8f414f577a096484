// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "@/domain/accounts/account-texts";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { ChangePasswordForm } from "./change-password-form";

const refusal = (status: number, code: string, message: string, details?: object) =>
  new Response(JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

function fill(current: string, next: string, confirm = next) {
  fireEvent.input(screen.getByLabelText("Current Password"), { target: { value: current } });
  fireEvent.input(screen.getByLabelText("New Password"), { target: { value: next } });
  fireEvent.input(screen.getByLabelText("Confirm New Password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("the password change", () => {
  const fetchMock = fetchDoubleForEachTest();
  const toastError = toastErrorsForEachTest();

  it("sends the current and the new password and ends the other sessions", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: null }));
    renderWithQueries(<ChangePasswordForm />);
    fill("Orbit-Lantern-2026", "Quiet-Harbor-2027");

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/change-password");
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: "Orbit-Lantern-2026",
      newPassword: "Quiet-Harbor-2027",
      revokeOtherSessions: true,
    });
    await waitFor(() => expect((screen.getByLabelText("Current Password") as HTMLInputElement).value).toBe(""));
  });

  it("checks the rules before sending anything", async () => {
    renderWithQueries(<ChangePasswordForm />);
    fill("", "short", "other");
    await screen.findByText("Enter your current password");
    screen.getByText(ACCOUNT_TEXTS.passwordTooShort);
    screen.getByText(ACCOUNT_TEXTS.passwordMismatch);
    fill("Same-Password-2026", "Same-Password-2026");
    await screen.findByText("Choose a password that differs from your current one");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says under the current password that it is wrong, without a toast", async () => {
    fetchMock.mockResolvedValue(refusal(400, "invalid_password", "Invalid password"));
    renderWithQueries(<ChangePasswordForm />);
    fill("Not-My-Password-1", "Quiet-Harbor-2027");

    await screen.findByText("The current password is not correct");
    expect(screen.getByLabelText("Current Password").getAttribute("aria-invalid")).toBe("true");
    expect(toastError).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the new password under it", async () => {
    fetchMock.mockResolvedValue(
      refusal(400, "password_too_common", ACCOUNT_TEXTS.passwordTooCommon, { field: "newPassword" }),
    );
    renderWithQueries(<ChangePasswordForm />);
    fill("Orbit-Lantern-2026", "password123");

    await screen.findByText(ACCOUNT_TEXTS.passwordTooCommon);
    expect(screen.getByLabelText("New Password").getAttribute("aria-invalid")).toBe("true");
    expect(toastError).not.toHaveBeenCalled();
  });
});
