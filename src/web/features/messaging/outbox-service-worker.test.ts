// public/outbox-sw.js, the service worker's Background Sync of the messages typed offline, run against the copy as
// TanStack Query writes it: it reads the app's own queue (in order, what was cancelled gone), and once a message is
// sent the copy no longer holds it waiting but in its conversation. Sending through IndexedDB and the server with the
// app closed is e2e/offline.spec.ts's.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { type DehydratedState, dehydrate, hydrate, onlineManager, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Message } from "@/domain/messaging/message-schemas";
import { type OutgoingMessage, registerSendMessage, SEND_MESSAGES_SYNC_TAG } from "./api/send-message";
import { messagingKeys } from "./api/query-keys";

const source = fs.readFileSync(path.join(import.meta.dirname, "../../../../public/outbox-sw.js"), "utf8");

type Worker = {
  waitingMessages(copyJson: string): OutgoingMessage[];
  copyAfterSent(copyJson: string, idempotencyKey: string, message: Message): string;
  dispatchSync(tag: string): ReturnType<typeof vi.fn>;
};

/** Loads the worker's code with its own `self`; its functions are the script's globals. */
function loadWorker(): Worker {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = { addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler) };
  // A database that never answers: the sync's work is handed to the browser, not awaited here.
  const indexedDB = { open: () => ({}) };
  const context = vm.createContext({ self, indexedDB, JSON });
  vm.runInContext(source, context);
  const dispatchSync = (tag: string) => {
    const waitUntil = vi.fn();
    handlers.get("sync")!({ tag, waitUntil });
    return waitUntil;
  };
  return { ...(context as unknown as Omit<Worker, "dispatchSync">), dispatchSync };
}

const ADMIN = "admin-1";
const STUDENT = "student-1";
const stored = (id: string, content: string, createdAt: string): Message => ({
  id,
  senderId: STUDENT,
  recipientId: ADMIN,
  content,
  createdAt,
  isRead: false,
});

/** A student's client with a conversation on screen and `texts` typed offline (the last one cancelled). */
async function clientWithTyped(texts: string[], { cancelLast = false } = {}) {
  const client = new QueryClient();
  registerSendMessage(client);
  client.setQueryData(messagingKeys.conversation(ADMIN), {
    pages: [{ messages: [stored("m1", "Is the lab open late?", "2026-03-02T08:00:00.000Z")], nextCursor: null }],
    pageParams: [null],
  });
  onlineManager.setOnline(false);
  for (const [i, content] of texts.entries()) {
    const mutation = client.getMutationCache().build(client, { mutationKey: ["messaging", "send"] });
    void mutation.execute({ recipientId: ADMIN, content, idempotencyKey: `key-${i}` }).catch(() => undefined);
  }
  await vi.waitFor(() =>
    expect(
      client
        .getMutationCache()
        .getAll()
        .every((m) => m.state.isPaused),
    ).toBe(true),
  );
  if (cancelLast) client.getMutationCache().remove(client.getMutationCache().getAll().at(-1)!);
  return client;
}

/** The copy as src/web/lib/offline-copy.ts writes it: TanStack's persisted client, as JSON. */
const copyOf = (client: QueryClient) =>
  JSON.stringify({
    buster: "test",
    timestamp: Date.now(),
    clientState: dehydrate(client, { shouldDehydrateMutation: (m) => m.state.isPaused }),
  });

afterEach(() => onlineManager.setOnline(true));

describe("the outbox in the service worker", () => {
  it("reads the messages waiting in the app's copy, in the order typed, without the cancelled one", async () => {
    const client = await clientWithTyped(["First", "Second", "Never mind"], { cancelLast: true });
    expect(loadWorker().waitingMessages(copyOf(client))).toEqual([
      { recipientId: ADMIN, content: "First", idempotencyKey: "key-0" },
      { recipientId: ADMIN, content: "Second", idempotencyKey: "key-1" },
    ]);
  });

  it("leaves a sent message out of the queue and puts it in its conversation, for the app opened next", async () => {
    const worker = loadWorker();
    const copy = copyOf(await clientWithTyped(["First", "Second"]));
    const sent = stored("m2", "First", "2026-03-02T09:00:00.000Z");
    const after = worker.copyAfterSent(copy, "key-0", sent);
    expect(worker.waitingMessages(after).map((m) => m.content)).toEqual(["Second"]);
    // Sent twice (the app was open too): the conversation holds it once.
    const again = worker.copyAfterSent(after, "key-0", sent);

    // The app's next start restores the copy: "First" is in the thread and no longer waits; "Second" still does.
    const next = new QueryClient();
    registerSendMessage(next);
    hydrate(next, (JSON.parse(again) as { clientState: DehydratedState }).clientState);
    const thread = next.getQueryData<{ pages: { messages: Message[] }[] }>(messagingKeys.conversation(ADMIN));
    expect(thread?.pages[0]?.messages.map((m) => m.content)).toEqual(["First", "Is the lab open late?"]);
    expect(
      next
        .getMutationCache()
        .getAll()
        .map((m) => (m.state.variables as OutgoingMessage).content),
    ).toEqual(["Second"]);
  });

  it("answers the tag the app registers, and no other", () => {
    const worker = loadWorker();
    expect(worker.dispatchSync("some-other-tag")).not.toHaveBeenCalled();
    expect(worker.dispatchSync(SEND_MESSAGES_SYNC_TAG)).toHaveBeenCalledOnce();
  });
});
