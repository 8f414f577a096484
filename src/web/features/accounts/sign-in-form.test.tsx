// @vitest-environment happy-dom
// An unconfirmed address at sign-in: the server mails a link within the recipient's limit, and past it says one was
// mailed a moment ago; the form then offers no other (issue 34, finding 6).
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "@/domain/accounts/account-texts";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { SignInForm } from "./sign-in-form";

const notConfirmed = (confirmationLink: string, message: string) =>
  jsonResponse({ error: { code: "email_not_verified", message, details: { confirmationLink } } }, 403);

function signIn() {
  renderWithQueries(
    <SignInForm onEmailChange={() => undefined} onForgotPassword={() => undefined} onSignedIn={() => undefined} />,
  );
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "new.student@riverside.example" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Maple-Syrup-42" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("SignInForm, for an address not confirmed yet", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("offers a new link when the server mailed one now", async () => {
    fetchMock.mockResolvedValueOnce(notConfirmed("sent", ACCOUNT_TEXTS.confirmationLinkSent));
    signIn();
    await screen.findByRole("button", { name: "Resend confirmation email" });
  });

  it("says a link was mailed a moment ago, and offers no other, when the server held one back", async () => {
    fetchMock.mockResolvedValueOnce(notConfirmed("sent-recently", ACCOUNT_TEXTS.confirmationLinkSentRecently));
    signIn();
    const status = await screen.findByText(/a moment ago/);
    expect(status.textContent).toContain("We mailed a confirmation link to new.student@riverside.example a moment ago");
    expect(screen.queryByRole("button", { name: "Resend confirmation email" })).toBeNull();
  });
});
