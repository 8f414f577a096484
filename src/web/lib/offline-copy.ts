// A signed-in student's copy of what they saw (the query cache and the messages waiting to be sent), kept in
// IndexedDB so that the installed app opens on it with no signal and paints it before the network answers
// (docs/decisions/041-offline-copy.md). One account's copy at a time, under that account's key, readable only by the
// build that wrote it; anyone else signing in, signing out or being blocked removes it.
import { type Mutation, onlineManager, type Query, type QueryClient } from "@tanstack/react-query";
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, set } from "idb-keyval";

/** The copy's owner as the `me` query tells it: a student's id, or null for anyone whose data is not kept. */
export type CopyOwner = (queryClient: QueryClient) => string | null | undefined;

let copies: ReturnType<typeof createStore> | undefined;
// Opened on first use: the prerendered pages and a visitor's first paint never touch IndexedDB.
const store = () => (copies ??= createStore("cohort-offline", "copies"));
/** The one entry that names whose copy to restore at start, before anyone has asked the server. */
const OWNER_KEY = "owner";
const copyKey = (userId: string) => `copy:${userId}`;

/** A copy older than this is not shown: a week-old timetable is more likely wrong than useful. */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Cache events come in bursts (a page's queries arriving together): the copy is written once they settle. */
const SAVE_DELAY_MS = 300;
/** Each build reads only its own copies: a new build's queries may have other shapes. */
const BUSTER = import.meta.env.VITE_BUILD_ID ?? "dev";

/**
 * The student's own pages: today's classes and the week, conversations and messages, notifications, friends' weeks,
 * Jenga and Spikeball standing, and who is signed in. Never an admin's view, nor a search.
 */
const KEPT_FEATURES: ReadonlySet<unknown> = new Set([
  "accounts",
  "schedule",
  "messaging",
  "notifications",
  "friends",
  "jenga",
  "spikeball",
  "spikeball-tournaments",
]);
const NEVER_KEPT: ReadonlySet<unknown> = new Set(["admin", "people", "invitable-users", "calendar-feed"]);

export function isKeptOffline(queryKey: readonly unknown[]): boolean {
  return KEPT_FEATURES.has(queryKey[0]) && !queryKey.some((part) => NEVER_KEPT.has(part));
}

type CopyPersister = Persister & { flush(): void; discard(): void };

function persisterFor(userId: string): CopyPersister {
  const key = copyKey(userId);
  let latest: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const discard = () => {
    clearTimeout(timer);
    timer = undefined;
    latest = undefined;
  };
  const flush = () => {
    const client = latest;
    discard();
    if (client) void set(key, client, store()).catch(() => undefined);
  };
  return {
    persistClient: (client: PersistedClient) => {
      latest = storableCopy(client);
      timer ??= setTimeout(flush, SAVE_DELAY_MS);
    },
    restoreClient: async () => {
      const saved = await get<string>(key, store());
      return saved === undefined ? undefined : (JSON.parse(saved) as PersistedClient);
    },
    removeClient: () => del(key, store()),
    flush,
    discard,
  };
}

/**
 * The copy as IndexedDB stores it: JSON, since a query's or a mutation's meta may hold a function (its error
 * message), which IndexedDB cannot store. A mutation is kept without its meta: restored, it takes the meta its key
 * registers, whole (a copy's meta, its functions lost in JSON, would replace the registered one and the message a
 * refusal shows after a restart with it).
 */
export function storableCopy(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map(({ meta: _registered, ...mutation }) => mutation);
  return JSON.stringify({ ...client, clientState: { ...client.clientState, mutations } });
}

const options = (queryClient: QueryClient, persister: Persister) => ({
  queryClient,
  persister,
  buster: BUSTER,
  maxAge: OFFLINE_COPY_MAX_AGE_MS,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) => query.state.status === "success" && isKeptOffline(query.queryKey),
    // Only what can be sent again after a restart: a mutation whose function the client registers by its key.
    shouldDehydrateMutation: (mutation: Mutation) =>
      mutation.state.isPaused &&
      mutation.options.mutationKey !== undefined &&
      isKeptOffline(mutation.options.mutationKey),
  },
});

/**
 * Puts the last student's copy back into the cache, then sends what waited to be sent (if the network is there).
 * Never throws: without IndexedDB (a private window) the app starts as it would without a copy.
 */
export async function restoreOfflineCopy(queryClient: QueryClient): Promise<void> {
  // TanStack assumes it is online until the browser says otherwise; a page opened with no signal says so at once.
  if (typeof navigator !== "undefined" && !navigator.onLine) onlineManager.setOnline(false);
  try {
    const owner = await get<string>(OWNER_KEY, store());
    if (!owner) return;
    await persistQueryClientRestore(options(queryClient, persisterFor(owner)));
  } catch {
    return;
  }
  void queryClient.resumePausedMutations();
}

/** Removes every copy, and whatever Cache Storage holds besides the app's own code (a shared device's privacy). */
export async function removeOfflineCopies(): Promise<void> {
  await clear(store()).catch(() => undefined);
  if (typeof caches === "undefined") return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((name) => !name.startsWith("workbox-precache")).map((name) => caches.delete(name)));
}

/**
 * Keeps the copy of whoever `ownerOf` names, from now on; when it names no one (signed out, blocked, an admin) or
 * someone else, the previous copy is removed first. Returns the function that stops.
 */
export function keepOfflineCopy(queryClient: QueryClient, ownerOf: CopyOwner): () => void {
  let owner: string | null | undefined;
  let saving: { persister: CopyPersister; stop: () => void } | undefined;
  const stopSaving = () => {
    saving?.stop();
    saving?.persister.discard();
    saving = undefined;
  };
  const follow = () => {
    const next = ownerOf(queryClient);
    if (next === undefined || next === owner) return;
    const previous = owner;
    owner = next;
    stopSaving();
    void (async () => {
      if (previous !== undefined || next === null) await removeOfflineCopies();
      if (next === null || owner !== next) return;
      await set(OWNER_KEY, next, store()).catch(() => undefined);
      if (owner !== next) return;
      const persister = persisterFor(next);
      saving = { persister, stop: persistQueryClientSubscribe(options(queryClient, persister)) };
      await persistQueryClientSave(options(queryClient, persister));
    })();
  };
  follow();
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated") follow();
  });
  // A message typed (or cancelled) just before the app is closed must be in the copy as it is: a change to what waits
  // to be sent is written at once, after the save it caused was scheduled.
  const flush = () => saving?.persister.flush();
  const stopWatchingMutations = queryClient.getMutationCache().subscribe(flush);
  window.addEventListener("pagehide", flush);
  return () => {
    stopWatching();
    stopWatchingMutations();
    stopSaving();
    window.removeEventListener("pagehide", flush);
  };
}
