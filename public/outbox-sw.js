// Messages typed offline, sent by the service worker when the signal returns, even with the app closed: Chromium's
// Background Sync (vite.config.ts has the generated sw.js import this file; docs/decisions/045-offline-writes-and-
// background-sync.md).
// The worker keeps no queue of its own. It reads the app's: the messages waiting in the student's offline copy
// (IndexedDB, src/web/lib/offline-copy.ts, decision 041), in the order they were typed, and sends each as the app
// would, with its Idempotency-Key, so a repeat by the app (open meanwhile) is answered with the stored message. Each
// one sent leaves the copy's queue and joins the copy's conversation in one transaction: the app, opened again even
// with no signal, shows it sent, never waiting (and never cancellable once sent).
/* global self, indexedDB */

/** The tag the app registers when a message waits (src/web/features/messaging/api/send-message.ts). */
const SEND_MESSAGES_TAG = "cohort-send-messages";
// Where the app keeps its copy, as src/web/lib/offline-copy.ts (idb-keyval) names it.
const COPY_DATABASE = "cohort-offline";
const COPY_STORE = "copies";
const OWNER_KEY = "owner";
const SEND_MESSAGE_KEY = JSON.stringify(["messaging", "send"]);
const conversationKey = (otherUserId) => JSON.stringify(["messaging", "conversation", otherUserId]);

/** A message typed and not yet sent: a paused send in the copy's mutations (TanStack Query's dehydrated state). */
function isWaitingMessage(mutation) {
  return (
    JSON.stringify(mutation.mutationKey) === SEND_MESSAGE_KEY &&
    mutation.state.status === "pending" &&
    mutation.state.isPaused === true
  );
}

/** The messages of a copy (its JSON) waiting to be sent, oldest first: the copy keeps the order they were typed. */
function waitingMessages(copyJson) {
  const mutations = JSON.parse(copyJson).clientState?.mutations ?? [];
  return mutations.filter(isWaitingMessage).map((mutation) => mutation.state.variables);
}

/** The copy (its JSON) once `message` went out under `idempotencyKey`: no longer waiting, and in its conversation. */
function copyAfterSent(copyJson, idempotencyKey, message) {
  const copy = JSON.parse(copyJson);
  const state = copy.clientState;
  state.mutations = state.mutations.filter(
    (mutation) => !(isWaitingMessage(mutation) && mutation.state.variables.idempotencyKey === idempotencyKey),
  );
  // The conversation's pages, newest first, each newest message first (get-conversation.ts).
  const conversation = state.queries.find(
    (query) => JSON.stringify(query.queryKey) === conversationKey(message.recipientId),
  );
  const newest = conversation?.state.data?.pages?.[0];
  if (newest && !newest.messages.some((stored) => stored.id === message.id)) newest.messages.unshift(message);
  return JSON.stringify(copy);
}

/** The app's database, or null when there is none: the worker never creates it (idb-keyval does, with its store). */
function openCopies() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(COPY_DATABASE);
    request.onupgradeneeded = () => request.transaction.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === "AbortError" ? resolve(null) : reject(request.error));
  });
}

function read(db, key) {
  return new Promise((resolve, reject) => {
    const request = db.transaction(COPY_STORE).objectStore(COPY_STORE).get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Rewrites one copy with `change`, read and written in one transaction: the app may be writing it too. */
function update(db, key, change) {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(COPY_STORE, "readwrite");
    const store = transaction.objectStore(COPY_STORE);
    const request = store.get(key);
    request.onsuccess = () => {
      if (typeof request.result === "string") store.put(change(request.result), key);
    };
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** An answer the browser should try again later for: the server could not take the message now. */
function tryAgainLater(response) {
  if (response.status >= 500 || response.status === 429) {
    throw new Error(`The server answered ${response.status}: the browser tries again later.`);
  }
}

async function sendWaitingMessages() {
  const db = await openCopies();
  if (!db) return;
  try {
    if (!db.objectStoreNames.contains(COPY_STORE)) return;
    const owner = await read(db, OWNER_KEY);
    const copy = typeof owner === "string" ? await read(db, `copy:${owner}`) : undefined;
    if (typeof copy !== "string") return;
    const waiting = waitingMessages(copy);
    if (waiting.length === 0) return;
    // Sent only as the copy's owner: the browser's session may be someone else's, or over (the app, when next open,
    // removes the copy then).
    const session = await fetch("/api/accounts/session", { headers: { Accept: "application/json" } });
    tryAgainLater(session);
    const { user } = session.ok ? await session.json() : { user: null };
    if (!user || user.id !== owner) return;
    for (const { idempotencyKey, ...input } of waiting) {
      // A request that gets no answer throws: the browser fires the sync again later, and the key makes it once.
      const response = await fetch("/api/messages", {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify(input),
      });
      tryAgainLater(response);
      // A refusal is the app's to tell, when next open; the messages typed after it wait behind it, in order.
      if (!response.ok) return;
      const { message } = await response.json();
      await update(db, `copy:${owner}`, (json) => copyAfterSent(json, idempotencyKey, message));
    }
  } finally {
    db.close();
  }
}

self.addEventListener("sync", (event) => {
  if (event.tag === SEND_MESSAGES_TAG) event.waitUntil(sendWaitingMessages());
});
