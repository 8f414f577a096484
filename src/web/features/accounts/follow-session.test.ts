import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRealtimeIdentity } from "@/web/lib/shared-realtime-client";
import { fetchDoubleForEachTest, jsonResponse } from "@/web/testing/fetch-double";
import { meQueryKey, type Session } from "./api/get-me";
import { followSession, identityOf } from "./follow-session";

vi.mock("@/web/lib/shared-realtime-client", () => ({ setRealtimeIdentity: vi.fn() }));

const user = (id: string) =>
  ({
    id,
    name: `Student ${id}`,
    email: `${id}@riverside.example`,
    role: "student",
    status: "active",
    schoolId: 1,
    isCasStudent: false,
    emailVerified: true,
    createdAt: "2026-01-01T00:00:00.000Z",
  }) as never;
const student = (id: string): Session => ({ status: "signed-in", user: user(id) });

class FakeChannel {
  posted: unknown[] = [];
  closed = false;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent<unknown>);
  }
}

describe("following who is signed in", () => {
  const fetchMock = fetchDoubleForEachTest();
  let queryClient: QueryClient;
  let channel: FakeChannel;
  let stop: () => void;

  beforeEach(() => {
    vi.mocked(setRealtimeIdentity).mockClear();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    channel = new FakeChannel();
  });
  afterEach(() => {
    stop?.();
  });

  it("reads an identity from a session: an id, null for nobody or a blocked account, undefined while unknown", () => {
    expect(identityOf(student("u1"))).toBe("u1");
    expect(identityOf({ status: "signed-out" })).toBeNull();
    expect(identityOf({ status: "blocked", block: { status: "suspended" } as never })).toBeNull();
    expect(identityOf(undefined)).toBeUndefined();
  });

  it("gives the socket the new identity after a sign-in, refetches what the visitor saw, and tells other tabs", () => {
    queryClient.setQueryData(meQueryKey, { status: "signed-out" });
    queryClient.setQueryData(["notifications"], ["welcome"]);
    stop = followSession(queryClient, () => channel);
    expect(setRealtimeIdentity).toHaveBeenLastCalledWith(null, expect.any(Function));

    queryClient.setQueryData(meQueryKey, student("u1"));
    expect(setRealtimeIdentity).toHaveBeenLastCalledWith("u1", expect.any(Function));
    expect(queryClient.getQueryState(["notifications"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(["notifications"])).toEqual(["welcome"]);
    expect(channel.posted).toEqual([{ identity: "u1" }]);
  });

  it("clears the previous account's data when another account signs in", () => {
    queryClient.setQueryData(meQueryKey, student("u1"));
    queryClient.setQueryData(["messages"], ["u1's secret"]);
    stop = followSession(queryClient, () => channel);
    queryClient.setQueryData(meQueryKey, student("u2"));
    expect(queryClient.getQueryData(["messages"])).toBeUndefined();
    expect(queryClient.getQueryData(meQueryKey)).toEqual(student("u2"));
    expect(setRealtimeIdentity).toHaveBeenLastCalledWith("u2", expect.any(Function));
  });

  it("does nothing when the session is read again with the same answer", () => {
    queryClient.setQueryData(meQueryKey, student("u1"));
    queryClient.setQueryData(["messages"], ["kept"]);
    stop = followSession(queryClient, () => channel);
    queryClient.setQueryData(meQueryKey, student("u1"));
    expect(queryClient.getQueryData(["messages"])).toEqual(["kept"]);
    expect(channel.posted).toEqual([]);
    expect(setRealtimeIdentity).toHaveBeenCalledTimes(1);
  });

  it("asks the server again when another tab says someone else is signed in", async () => {
    queryClient.setQueryData(meQueryKey, student("u1"));
    stop = followSession(queryClient, () => channel);
    fetchMock.mockResolvedValueOnce(jsonResponse({ user: user("u2") }));
    channel.receive({ identity: "u2" });
    await vi.waitFor(() => expect(setRealtimeIdentity).toHaveBeenLastCalledWith("u2", expect.any(Function)));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("/api/accounts/session");
  });

  it("ignores another tab that names the same account", () => {
    queryClient.setQueryData(meQueryKey, student("u1"));
    stop = followSession(queryClient, () => channel);
    channel.receive({ identity: "u1" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets the realtime client re-check who is signed in", async () => {
    queryClient.setQueryData(meQueryKey, { status: "signed-out" });
    stop = followSession(queryClient, () => channel);
    const recheck = vi.mocked(setRealtimeIdentity).mock.calls[0]![1]!;
    fetchMock.mockResolvedValueOnce(jsonResponse({ user: user("u3") }));
    await recheck();
    expect(setRealtimeIdentity).toHaveBeenLastCalledWith("u3", expect.any(Function));
  });

  it("stops listening and closes the channel when stopped", () => {
    queryClient.setQueryData(meQueryKey, student("u1"));
    followSession(queryClient, () => channel)();
    queryClient.setQueryData(meQueryKey, student("u2"));
    expect(channel.closed).toBe(true);
    expect(setRealtimeIdentity).toHaveBeenCalledTimes(1);
  });
});
