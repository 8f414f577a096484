// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountBlock } from "@/domain/accounts/account-schemas";
import { HomeRoute } from "@/web/app/routes/home-route";
import { meQueryKey, type Session } from "@/web/features/accounts/api/get-me";
import { APP_NAME } from "@/web/lib/app-name";
import { createQueryClient } from "@/web/lib/query-client";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

function renderHome(session: Session | undefined, path = "/") {
  const queryClient = createQueryClient();
  if (session) queryClient.setQueryData(meQueryKey, session);
  const router = createMemoryRouter([{ path: "/", Component: HomeRoute }], { initialEntries: [path] });
  return renderWithQueries(<RouterProvider router={router} />, queryClient);
}

describe("the home page", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("shows a spinner, not the hero, while the session loads", () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderHome(undefined);

    expect(screen.getByRole("status").textContent).toContain("Loading");
    expect(screen.queryByRole("heading", { name: APP_NAME })).toBeNull();
  });

  it("shows the restriction screen with the reason and the ban's end, and Sign Out leads back to the hero", async () => {
    const block: AccountBlock = {
      status: "banned",
      reason: "Spamming the message board",
      bannedUntil: "2030-01-02T15:30:00.000Z",
    };
    fetchMock.mockResolvedValue(jsonResponse({}));
    const queryClient = renderHome({ status: "blocked", block });

    await screen.findByRole("heading", { level: 1, name: "Account Temporarily Banned" });
    screen.getByText("Status: Banned");
    screen.getByText("Spamming the message board");
    screen.getByText("Ban Duration");
    expect(document.querySelector("time")?.getAttribute("datetime")).toBe(block.bannedUntil);
    screen.getByText(/contact support/);

    fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));

    await screen.findByRole("heading", { level: 1, name: APP_NAME });
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ status: "signed-out" });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/sign-out", expect.objectContaining({ method: "POST" }));
  });

  it("names a permanent ban and a suspension", async () => {
    renderHome({ status: "blocked", block: { status: "banned", reason: "Cheating", bannedUntil: null } });
    await screen.findByRole("heading", { level: 1, name: "Account Banned" });
    screen.getByText("Permanent");
    cleanup();

    renderHome({ status: "blocked", block: { status: "suspended", reason: null, bannedUntil: null } });
    await screen.findByRole("heading", { level: 1, name: "Account Suspended" });
    expect(screen.queryByText("Ban Duration")).toBeNull();
  });

  it("shows the dashboard to a signed-in student, even when a way in was chosen", async () => {
    renderHome(
      {
        status: "signed-in",
        user: {
          id: "u1",
          name: "Ada",
          email: "ada@riverside.example",
          role: "student",
          status: "active",
          schoolId: 1,
          isCasStudent: false,
          emailVerified: true,
          createdAt: "2026-01-01T00:00:00.000Z",
        },
      },
      "/?mode=signin",
    );

    // The dashboard's code is loaded on demand; compiling it on first import takes a moment under Vitest.
    await screen.findByRole("heading", { level: 1, name: "Welcome back!" }, { timeout: 10_000 });
    screen.getByText("ada@riverside.example");
    expect(screen.getByRole("link", { name: "Play Now" }).getAttribute("href")).toBe("/jenga");
  });

  it("opens the auth card on the chosen tab, with Back in the header", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ enabled: true, schools: [] }));
    renderHome({ status: "signed-out" }, "/?mode=signup");

    expect((await screen.findByRole("tab", { name: "Sign Up" })).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("shows the hero with Login to a signed-out visitor who chose nothing", () => {
    renderHome({ status: "signed-out" });

    screen.getByRole("heading", { level: 1, name: APP_NAME });
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/?mode=signin");
  });
});
