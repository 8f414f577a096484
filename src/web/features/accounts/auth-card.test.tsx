// @vitest-environment happy-dom
// The sign-in page as a confirmation link leaves its reader: told the email is confirmed (and it stays said), or,
// for a link that did not work, told what to do, never both.
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { AuthCard } from "./auth-card";

const CONFIRMED = "Email confirmed! You can sign in now.";
const UNUSABLE = /This confirmation link is invalid or has expired/;

function openAt(url: string) {
  const router = createMemoryRouter([{ path: "/auth", element: <AuthCard /> }], { initialEntries: [url] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

describe("the auth card after a confirmation link", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("says on the page that the email is confirmed, and keeps saying it once the flag left the URL", async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    const router = openAt("/auth?mode=signin&confirmed=1");
    expect((await screen.findByRole("status")).textContent).toBe(CONFIRMED);
    await expect.poll(() => router.state.location.search).toBe("?mode=signin");
    expect(screen.getByRole("status").textContent).toBe(CONFIRMED);
    expect(screen.queryByText(UNUSABLE)).toBeNull();
  });

  it("for a link that failed says what to do, and not that it worked", async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    openAt("/auth?mode=signin&confirmed=1&error=INVALID_TOKEN");
    await screen.findByText(UNUSABLE);
    expect(screen.queryByText(CONFIRMED)).toBeNull();
  });
});
