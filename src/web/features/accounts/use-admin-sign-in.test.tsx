// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fetchDoubleForEachTest, jsonResponse, withQueries } from "@/web/testing/fetch-double";
import { getMeQueryOptions } from "./api/get-me";
import { useAdminSignIn } from "./use-admin-sign-in";

const admin = {
  id: "a1",
  name: "Admin",
  email: "admin@riverside.example",
  role: "admin",
  status: "active",
  schoolId: 1,
  isCasStudent: false,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};
describe("the admin sign-in", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("asks who is signed in after signing in, not the page's check that was still on its way", async () => {
    let answerEarlyCheck: (response: Response) => void = () => undefined;
    const calls: string[] = [];
    fetchMock.mockImplementation((input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (url.endsWith("/api/auth/sign-in/email")) return Promise.resolve(jsonResponse({ ok: true }));
      // The first session check (sent before signing in) answers late, and says nobody; later ones name the admin.
      if (calls.filter((c) => c.endsWith("/api/accounts/session")).length === 1) {
        return new Promise((resolve) => (answerEarlyCheck = resolve));
      }
      return Promise.resolve(jsonResponse({ user: admin }));
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void client.fetchQuery(getMeQueryOptions()).catch(() => undefined);

    const { result } = renderHook(() => useAdminSignIn(), { wrapper: withQueries(client) });
    const signedIn = result.current.mutateAsync({ email: admin.email, password: "Admin-Pass-2026" });
    await waitFor(() => expect(calls.filter((c) => c.endsWith("/api/accounts/session"))).toHaveLength(2));
    answerEarlyCheck(jsonResponse({ user: null }));

    await expect(signedIn).resolves.toMatchObject({ role: "admin" });
    expect(calls.some((c) => c.includes("sign-out"))).toBe(false);
  });
});
