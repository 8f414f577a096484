import { type Mutation, MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { CONNECTION_TEXTS } from "./connection-texts";
import { toast } from "./toast";

/** The toast a failed query or mutation raises: a title, and the details under it. */
export type ErrorToast = { title: string; description?: string | undefined; id?: string };

/** What the message of a failure may depend on besides the error: whether a query failed to refresh shown data. */
export type FailureContext = { refreshing: boolean };

/**
 * What a query or mutation says when it fails, in its `meta.errorMessage`: a fixed text, a toast, or a function of
 * the error (for the server's own message). A function may answer null to stay quiet for that error.
 */
export type ErrorMessage =
  string | ErrorToast | ((error: Error, context: FailureContext) => string | ErrorToast | null);

type ErrorMeta = Record<string, unknown> & {
  errorMessage?: ErrorMessage;
  /**
   * Waits for the signal when the device is offline (paused, then sent), instead of being refused: a message typed
   * offline. Any other write is refused at once offline (see refuseOffline).
   */
  waitsForSignal?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** The server's explanation of a refusal, or `fallback` when the server was not the one to refuse. */
export function serverMessage(error: Error, fallback?: string): string | undefined {
  return error instanceof ApiError ? error.message : fallback;
}

/** Shows the failure toast a query or mutation asked for in its meta; nothing when it asked for none. */
export function showErrorToast(error: Error, meta: ErrorMeta | undefined, context: FailureContext) {
  const message = meta?.errorMessage;
  const shown = typeof message === "function" ? message(error, context) : message;
  if (shown != null) raiseErrorToast(shown);
}

/** An error toast: a text, or a title with its details (one with an id replaces the toast shown with that id). */
export function raiseErrorToast(shown: string | ErrorToast) {
  if (typeof shown === "string") toast.error(shown);
  else toast.error(shown.title, { description: shown.description, ...(shown.id ? { id: shown.id } : {}) });
}

const OFFLINE_CODE = "offline";

/** The refusal of a write that needs the server while the device has no network. */
export function isOfflineRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === OFFLINE_CODE;
}

/**
 * Every write that needs the server is refused at once while the device is offline, before anything is sent: its
 * button does not spin on a paused request, and the person is told why (a Jenga move, an admin's action, a friend
 * request). The refusal's message is the text, so a form that shows its error itself shows this one too.
 */
function refuseOffline(mutation: Mutation<unknown, unknown, unknown>) {
  if (onlineManager.isOnline() || mutation.meta?.waitsForSignal) return;
  throw new ApiError(0, OFFLINE_CODE, CONNECTION_TEXTS.notAvailableOffline);
}

/** A mutation's failure, told once: an offline refusal the same way for every write, whatever its meta says. */
function showMutationError(error: Error, mutation: Mutation<unknown, unknown, unknown>) {
  // A write that names no error message tells its failure itself (under a field), or is one nobody asked for.
  if (isOfflineRefusal(error) && mutation.meta?.errorMessage !== undefined) {
    toast.error(CONNECTION_TEXTS.notAvailableOffline, {
      description: CONNECTION_TEXTS.notAvailableOfflineDetail,
      id: OFFLINE_CODE,
    });
    return;
  }
  showErrorToast(error, mutation.meta, { refreshing: false });
}

/** One client per app: a failed query is tried once more, and switching back to the tab does not refetch everything. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Errors reach the person here, once, from the text each query or mutation names in its meta.
    queryCache: new QueryCache({
      onError: (error, query) => showErrorToast(error, query.meta, { refreshing: query.state.data !== undefined }),
    }),
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => refuseOffline(mutation),
      onError: (error, _variables, _context, mutation) => showMutationError(error, mutation),
    }),
    defaultOptions: {
      queries: {
        // One retry, as the product asks, but never for an answer that will not change (a 4xx).
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
