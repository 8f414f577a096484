// The offline copy as IndexedDB keeps it: a message waiting to be sent comes back after a restart with what its key
// registers (how it is sent, retried, and the toast a refusal shows), not a copy of it stripped of its functions.
import { dehydrate, hydrate, onlineManager, QueryClient } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGE_TEXTS } from "@/domain/messaging/message-texts";
import { registerSendMessage } from "@/web/features/messaging/api/send-message";
import { storableCopy } from "./offline-copy";
import { createQueryClient } from "./query-client";

afterEach(() => onlineManager.setOnline(true));

describe("a message restored from the offline copy", () => {
  it("shows the registered toast when the server refuses it after a restart", async () => {
    const before = createQueryClient();
    registerSendMessage(before);
    onlineManager.setOnline(false);
    const typed = before.getMutationCache().build(before, { mutationKey: ["messaging", "send"] });
    void typed.execute({ recipientId: "admin-1", content: "Hello", idempotencyKey: "k-1" }).catch(() => undefined);
    await Promise.resolve();
    const persisted: PersistedClient = {
      timestamp: Date.now(),
      buster: "test",
      clientState: dehydrate(before, { shouldDehydrateMutation: (m) => m.state.isPaused }),
    };
    const saved = JSON.parse(storableCopy(persisted)) as PersistedClient;
    expect(saved.clientState.mutations).toHaveLength(1);

    const after = createQueryClient();
    registerSendMessage(after);
    hydrate(after, saved.clientState);
    const [restored] = after.getMutationCache().getAll();

    expect(restored!.state.variables).toEqual({ recipientId: "admin-1", content: "Hello", idempotencyKey: "k-1" });
    const errorMessage = restored!.options.meta?.errorMessage;
    expect(typeof errorMessage).toBe("function");
    expect((errorMessage as (error: Error) => { title: string })(new Error("no"))).toMatchObject({
      title: MESSAGE_TEXTS.sendFailed,
    });
    expect(restored!.options.meta?.waitsForSignal).toBe(true);
    before.clear();
    after.clear();
  });

  it("leaves every mutation's meta to what its key registers", () => {
    const client = new QueryClient();
    client.getMutationCache().build(client, { mutationKey: ["x"], meta: { waitsForSignal: true } });
    const copy = storableCopy({
      timestamp: 0,
      buster: "b",
      clientState: dehydrate(client, { shouldDehydrateMutation: () => true }),
    });
    const saved = JSON.parse(copy) as PersistedClient;
    expect(saved.clientState.mutations).toHaveLength(1);
    expect(saved.clientState.mutations[0]).not.toHaveProperty("meta");
  });
});
