import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { fetchDoubleForEachTest, jsonResponse } from "@/web/testing/fetch-double";
import { getMeQueryOptions, getSession } from "./get-me";

const user = {
  id: "u1",
  name: "Ada Lovelace",
  email: "ada@riverside.example",
  role: "student",
  status: "active",
  schoolId: 1,
  isCasStudent: false,
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
};
const block = { status: "banned", reason: "Spam", bannedUntil: "2030-01-01T12:00:00.000Z" };

const blocked = () =>
  jsonResponse({ error: { code: "account_blocked", message: "Your account has been banned", details: block } }, 403);
const unauthorized = () => jsonResponse({ error: { code: "unauthorized", message: "Please sign in" } }, 401);

describe("the session", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("is signed in with the user the server names", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ user }));
    expect(await getSession()).toEqual({ status: "signed-in", user });
  });

  it("is signed out when the server names nobody, which it does without an error status", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ user: null }));
    expect(await getSession()).toEqual({ status: "signed-out" });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/accounts/session");
  });

  it("is signed out on 401", async () => {
    fetchMock.mockResolvedValueOnce(unauthorized());
    expect(await getSession()).toEqual({ status: "signed-out" });
  });

  it("is blocked, with the reason and the ban's end, on 403 account_blocked, and ends the session first", async () => {
    fetchMock.mockResolvedValueOnce(blocked()).mockResolvedValueOnce(jsonResponse({ success: true }));
    expect(await getSession()).toEqual({ status: "blocked", block });
    // Signed out, as the specification has it: nothing the page asks for next carries a session the server refuses.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain("/api/auth/sign-out");
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: "POST" });
  });

  it("is blocked even when ending the session fails", async () => {
    fetchMock.mockResolvedValueOnce(blocked()).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await getSession()).toEqual({ status: "blocked", block });
  });

  it("fails on other errors rather than guessing", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "internal_error", message: "Oops" } }, 500));
    await expect(getSession()).rejects.toMatchObject({ status: 500 });
  });

  it("stays blocked when the next check names nobody (the session was ended)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock
      .mockResolvedValueOnce(blocked())
      .mockResolvedValueOnce(jsonResponse({ success: true }))
      .mockResolvedValueOnce(jsonResponse({ user: null }));

    expect(await client.fetchQuery(getMeQueryOptions())).toEqual({ status: "blocked", block });
    expect(await client.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 })).toEqual({ status: "blocked", block });
  });

  it("is signed out on 401 after having been signed in", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(jsonResponse({ user })).mockResolvedValueOnce(unauthorized());

    await client.fetchQuery(getMeQueryOptions());
    expect(await client.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 })).toEqual({ status: "signed-out" });
  });
});
