// A failed query or mutation tells the person through the one toast its meta names, raised by the client's caches.
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONNECTION_TEXTS } from "./connection-texts";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { ApiError } from "./api-client";
import { createQueryClient, isOfflineRefusal, serverMessage } from "./query-client";

const toastError = toastErrorsForEachTest();

const refused = () => Promise.reject(new ApiError(409, "conflict", "That name is taken"));

describe("the query client's error toasts", () => {
  it("shows a failing query's meta.errorMessage", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ["q"], queryFn: refused, meta: { errorMessage: "Failed to load user data" } })
      .catch(() => undefined);
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Failed to load user data");
  });

  it("shows a failing mutation's message, built from the server's refusal", async () => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: refused,
      meta: { errorMessage: (error) => ({ title: "Failed to create game", description: serverMessage(error) }) },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Failed to create game", { description: "That name is taken" });
  });

  it("keeps a toast's id, so a repeated failure replaces its toast", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ["q"], queryFn: refused, meta: { errorMessage: { title: "Denied", id: "one" } } })
      .catch(() => undefined);
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Denied", { description: undefined, id: "one" });
  });

  it("tells a failed first load from a failed refresh of data already shown", async () => {
    const client = createQueryClient();
    const errorMessage = (_error: Error, { refreshing }: { refreshing: boolean }) =>
      refreshing ? "Failed to fetch users" : "Failed to load user data";
    await client.fetchQuery({ queryKey: ["users"], queryFn: refused, meta: { errorMessage } }).catch(() => undefined);
    client.setQueryData(["users"], ["Ada"]);
    await client
      .fetchQuery({ queryKey: ["users"], queryFn: refused, meta: { errorMessage }, staleTime: 0 })
      .catch(() => undefined);
    expect(toastError.mock.calls).toEqual([["Failed to load user data"], ["Failed to fetch users"]]);
  });

  it("stays quiet for a query or mutation without an error message", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["q"], queryFn: refused }).catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: refused })
      .execute(undefined)
      .catch(() => undefined);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("stays quiet when the message function answers null", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ["q"], queryFn: refused, meta: { errorMessage: () => null } })
      .catch(() => undefined);
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe("a write while the device is offline", () => {
  afterEach(() => onlineManager.setOnline(true));

  it("is refused before anything is sent, and says it is not available offline", async () => {
    const client = createQueryClient();
    const send = vi.fn(() => Promise.resolve("sent"));
    onlineManager.setOnline(false);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: send,
      meta: { errorMessage: (error) => ({ title: "Failed to make move", description: serverMessage(error) }) },
    });
    const error: unknown = await mutation.execute(undefined).catch((e: unknown) => e);
    expect(send).not.toHaveBeenCalled();
    expect(isOfflineRefusal(error)).toBe(true);
    expect(mutation.state).toMatchObject({ status: "error", isPaused: false });
    // One toast for any write, which a second refusal replaces rather than stacks.
    expect(toastError).toHaveBeenCalledExactlyOnceWith(CONNECTION_TEXTS.notAvailableOffline, {
      description: CONNECTION_TEXTS.notAvailableOfflineDetail,
      id: "offline",
    });
  });

  it("leaves a write without an error message to tell it itself, with the text as its message", async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const error = await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve() })
      .execute(undefined)
      .catch((e: unknown) => e);
    expect(error).toHaveProperty("message", CONNECTION_TEXTS.notAvailableOffline);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("waits for the signal when it is one that waits (a message), and is sent once it returns", async () => {
    const client = createQueryClient();
    const send = vi.fn(() => Promise.resolve("sent"));
    onlineManager.setOnline(false);
    const mutation = client.getMutationCache().build(client, { mutationFn: send, meta: { waitsForSignal: true } });
    const result = mutation.execute(undefined);
    await vi.waitFor(() => expect(mutation.state.isPaused).toBe(true));
    expect(send).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe("sent");
    expect(send).toHaveBeenCalledOnce();
  });

  it("is sent as before while the device is online", async () => {
    const client = createQueryClient();
    const send = vi.fn(() => Promise.resolve("sent"));
    await expect(client.getMutationCache().build(client, { mutationFn: send }).execute(undefined)).resolves.toBe(
      "sent",
    );
    expect(toastError).not.toHaveBeenCalled();
  });
});
