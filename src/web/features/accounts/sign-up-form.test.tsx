// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_TEXTS } from "@/domain/accounts/account-texts";
import { SignUpForm, SignUpPanel } from "./sign-up-form";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

const schools = [{ id: 1, name: "Riverside High School" }];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
}

/** The error text tied to a field through aria-describedby. */
function describedErrorOf(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("SignUpForm", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("says the passwords do not match and that a school is required, without calling the server", async () => {
    renderWithQueries(<SignUpForm schools={schools} onSignedUp={() => undefined} />);
    fill("Full Name", "Ada Lovelace");
    fill("Email", "ada@riverside.example");
    fill("Password", "Analytical-Engine-1843");
    fill("Confirm Password", "Analytical-Engine-1842");

    submit();

    await screen.findByText(ACCOUNT_TEXTS.passwordMismatch);
    screen.getByText(ACCOUNT_TEXTS.schoolRequired);
    expect(ACCOUNT_TEXTS.passwordMismatch).toBe("Password mismatch: Passwords do not match. Please try again.");
    expect(ACCOUNT_TEXTS.schoolRequired).toBe("School required: Please select your school.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ties each error to its field and marks the field invalid", async () => {
    renderWithQueries(<SignUpForm schools={schools} onSignedUp={() => undefined} />);
    fill("Password", "Analytical-Engine-1843");
    fill("Confirm Password", "something-else");

    submit();

    await waitFor(() => expect(describedErrorOf("Confirm Password")).toContain(ACCOUNT_TEXTS.passwordMismatch));
    expect(describedErrorOf("School")).toContain(ACCOUNT_TEXTS.schoolRequired);
    expect(describedErrorOf("Full Name")).toContain(ACCOUNT_TEXTS.fullNameRequired);
    expect(screen.getByLabelText("School").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Full Name"));
  });

  it("offers the schools behind the 'Select your school' placeholder", () => {
    renderWithQueries(<SignUpForm schools={schools} onSignedUp={() => undefined} />);

    const options = Array.from((screen.getByLabelText("School") as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(["Select your school", "Riverside High School"]);
  });

  it("asks for a room number only once 'I'm a teacher' is ticked", async () => {
    renderWithQueries(<SignUpForm schools={schools} onSignedUp={() => undefined} />);
    expect(screen.queryByLabelText("Room Number")).toBeNull();

    fireEvent.click(screen.getByLabelText("I'm a teacher"));
    submit();

    await waitFor(() => expect(describedErrorOf("Room Number")).toContain(ACCOUNT_TEXTS.roomNumberRequired));
  });

  it("shows the server's refusal of the password under the password, and focuses it", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          error: {
            code: "password_too_common",
            message: ACCOUNT_TEXTS.passwordTooCommon,
            details: { field: "password" },
          },
        }),
        { status: 400, headers: { "Content-Type": "application/json" } },
      ),
    );
    const onSignedUp = vi.fn();
    renderWithQueries(<SignUpForm schools={schools} onSignedUp={onSignedUp} />);
    fill("Full Name", "Ada Lovelace");
    fill("Email", "ada@riverside.example");
    fill("Password", "password123");
    fill("Confirm Password", "password123");
    fill("School", "1");

    submit();

    await vi.waitFor(() => expect(describedErrorOf("Password")).toContain(ACCOUNT_TEXTS.passwordTooCommon));
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Password"));
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it("sends the checked form and reports success", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: "confirmation_sent" }), {
        headers: { "Content-Type": "application/json" },
      }),
    );
    const onSignedUp = vi.fn();
    renderWithQueries(<SignUpForm schools={schools} onSignedUp={onSignedUp} />);
    fill("Full Name", "Ada Lovelace");
    fill("Email", "  Ada@Riverside.example ");
    fill("Password", "Analytical-Engine-1843");
    fill("Confirm Password", "Analytical-Engine-1843");
    fill("School", "1");

    submit();

    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledWith("ada@riverside.example"));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/accounts/sign-up");
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@riverside.example",
      password: "Analytical-Engine-1843",
      confirmPassword: "Analytical-Engine-1843",
      schoolId: 1,
      isTeacher: false,
    });
  });
});

describe("SignUpPanel", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("shows a notice instead of the form while sign-up is switched off", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ enabled: false, schools }));
    renderWithQueries(<SignUpPanel onSignedUp={() => undefined} />);

    await screen.findByText("Sign-up is currently disabled");
    expect(screen.queryByLabelText("Full Name")).toBeNull();
  });
});
