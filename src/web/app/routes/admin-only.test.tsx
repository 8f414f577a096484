// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Me } from "@/domain/accounts/account-schemas";
import { AdminOnly } from "@/web/app/routes/admin-only";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { meQueryKey, SIGNED_OUT, type Session } from "@/web/features/accounts/api/get-me";
import { createQueryClient } from "@/web/lib/query-client";
import { fetchDoubleForEachTest, renderWithQueries } from "@/web/testing/fetch-double";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";

const toastError = toastErrorsForEachTest();

const LOGIN_REQUIRED = "Please log in to access this page";

const user = (role: Me["role"]): Me => ({
  id: `${role}-1`,
  name: `The ${role}`,
  email: `${role}@riverside.example`,
  role,
  status: "active",
  schoolId: 1,
  isCasStudent: false,
  emailVerified: true,
  createdAt: "2026-09-01T08:00:00.000Z",
});

function Console({ admin }: { admin: Me }) {
  const { signOut } = useSignOutToHome();
  return (
    <>
      <h1>Console of {admin.email}</h1>
      <button onClick={signOut}>Logout</button>
    </>
  );
}

function renderAdminPage(session: Session) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, session);
  const router = createMemoryRouter(
    [
      { path: "/admin/dashboard", element: <AdminOnly>{(admin) => <Console admin={admin} />}</AdminOnly> },
      { path: "/admin/login", element: <h1>Admin Access</h1> },
      // Loaded on demand, as the home page is: the console's guard must not take over while it loads.
      { path: "/", lazy: () => new Promise((resolve) => setTimeout(() => resolve({ element: <h1>Home</h1> }), 50)) },
    ],
    { initialEntries: ["/admin/dashboard"] },
  );
  renderWithQueries(<RouterProvider router={router} />, queryClient);
  return { queryClient, router };
}

describe("an admin page", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("signs a signed-in student out first, then sends them to the admin login", async () => {
    let endSession: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (endSession = resolve)));
    const { queryClient, router } = renderAdminPage({ status: "signed-in", user: user("student") });

    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/auth/sign-out", expect.objectContaining({ method: "POST" })),
    );
    // Not before the session has ended.
    expect(router.state.location.pathname).toBe("/admin/dashboard");
    expect(screen.getByRole("status").textContent).toContain("Loading");

    endSession(new Response(JSON.stringify({ success: true }), { status: 200 }));
    await screen.findByRole("heading", { name: "Admin Access" });
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(queryClient.getQueryData(meQueryKey)).toEqual(SIGNED_OUT);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("tells a visitor who arrives signed out to log in, on the admin login", async () => {
    const { router } = renderAdminPage(SIGNED_OUT);

    await screen.findByRole("heading", { name: "Admin Access" });
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(toastError).toHaveBeenCalledWith(LOGIN_REQUIRED, expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows an admin the page, and says nothing when the admin's own session ends there", async () => {
    const { queryClient, router } = renderAdminPage({ status: "signed-in", user: user("admin") });
    await screen.findByRole("heading", { name: "Console of admin@riverside.example" });

    act(() => {
      queryClient.setQueryData(meQueryKey, SIGNED_OUT);
    });
    await screen.findByRole("heading", { name: "Admin Access" });
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(toastError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends an admin who chose Logout home, signed out, not to the admin login", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    const { queryClient, router } = renderAdminPage({ status: "signed-in", user: user("admin") });
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }));

    await screen.findByRole("heading", { name: "Home" });
    expect(router.state.location.pathname).toBe("/");
    expect(queryClient.getQueryData(meQueryKey)).toEqual(SIGNED_OUT);
    expect(toastError).not.toHaveBeenCalled();
  });
});
