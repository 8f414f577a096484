// Sending a message. Each carries an Idempotency-Key chosen once, when it is typed, so a retry (after a lost answer, or
// when the signal returns) never makes two. With no signal it waits in the cache, paused, in the order it was typed
// (one scope for every message), and is kept in the offline copy with it: restored at the next start, it is sent
// then. Its function and callbacks are the client's defaults for the key, since a restored one has no component.
// Where the browser has Background Sync (Chromium), the service worker sends what waits when the signal returns even
// if the app is closed by then (public/outbox-sw.js, decision 045): it reads this same queue from the copy.
import { matchMutation, type QueryClient, useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import type { Message, SendMessageInput } from "@/domain/messaging/message-schemas";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { MESSAGE_TEXTS } from "@/domain/messaging/message-texts";
import { messagingKeys } from "./query-keys";

export type OutgoingMessage = SendMessageInput & { idempotencyKey: string };

const sendMessageKey = ["messaging", "send"] as const;
/** The Background Sync tag public/outbox-sw.js answers. */
export const SEND_MESSAGES_SYNC_TAG = "cohort-send-messages";

type WithBackgroundSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the service worker to send what waits once the signal returns, app open or not (where the browser can). */
function sendWhenTheSignalReturns() {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as WithBackgroundSync).sync?.register(SEND_MESSAGES_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * The server could not be reached, or asked to be tried again later (the send limit's 429, a 503 while its database
 * is away): the message is tried again rather than dropped. Any other refusal is final.
 */
const worthTryingAgain = (error: Error) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status === 503);

/** As long as the server asked (its Retry-After), else a doubling wait up to 30 s. */
function delayBeforeTry(failures: number, error: Error): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failures, 30_000);
}

/** Registers how a message is sent, before the offline copy is restored (it may hold messages to send). */
export function registerSendMessage(queryClient: QueryClient) {
  // A message typed offline, or restored from the copy with no signal: it waits, and so may the app be closed.
  queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "pause" &&
      matchMutation({ mutationKey: sendMessageKey }, event.mutation)
    ) {
      sendWhenTheSignalReturns();
    }
  });
  queryClient.setMutationDefaults(sendMessageKey, {
    scope: { id: "messaging-send" },
    mutationFn: ({ idempotencyKey, ...input }: OutgoingMessage) =>
      apiFetch<{ message: Message }>("/api/messages", {
        method: "POST",
        body: input,
        headers: { "Idempotency-Key": idempotencyKey },
      }).then((r) => r.message),
    // Tried again while the server cannot be reached or asks to wait (and paused while the device is offline), in the
    // order typed (one scope): past the send limit, the 31st message of a minute waits its turn instead of being lost.
    retry: (_failures: number, error: Error) => worthTryingAgain(error),
    retryDelay: delayBeforeTry,
    meta: {
      errorMessage: (error) => ({ title: MESSAGE_TEXTS.sendFailed, description: serverMessage(error) }),
      waitsForSignal: true,
    },
    // Pending until the thread has it, so the message never blinks out between "Sending…" and the thread.
    onSuccess: (message: Message) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(message.recipientId) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
      ]),
  });
}

export function useSendMessage() {
  return useMutation<Message, Error, OutgoingMessage>({ mutationKey: sendMessageKey });
}

/** A message typed but not yet sent: `waiting` while it waits for the signal (then it may be cancelled). */
export type UnsentMessage = { mutationId: number; message: OutgoingMessage; waiting: boolean; submittedAt: number };

/** The messages to `recipientId` not yet sent, oldest first. */
export function useUnsentMessages(recipientId: string): UnsentMessage[] {
  return useMutationState({
    filters: {
      mutationKey: sendMessageKey,
      status: "pending",
      predicate: (mutation) => (mutation.state.variables as OutgoingMessage | undefined)?.recipientId === recipientId,
    },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      message: mutation.state.variables as OutgoingMessage,
      waiting: mutation.state.isPaused,
      submittedAt: mutation.state.submittedAt,
    }),
  });
}

/** Cancels a message waiting for the signal: it leaves the queue (and the offline copy) unsent. */
export function useCancelUnsent() {
  const queryClient = useQueryClient();
  return (mutationId: number) => {
    const cache = queryClient.getMutationCache();
    const mutation = cache.getAll().find((m) => m.mutationId === mutationId);
    if (mutation?.state.isPaused) cache.remove(mutation);
  };
}
