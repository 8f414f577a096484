// A failed query or mutation tells the person through the one toast its meta names, raised by the client's caches.
import { describe, expect, it } from "vitest";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { ApiError } from "./api-client";
import { createQueryClient, serverMessage } from "./query-client";

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
