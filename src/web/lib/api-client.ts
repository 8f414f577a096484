// The browser's one way to call the server: JSON in and out, the session cookie sent along, and the server's
// `{ "error": { "code", "message", "details"? } }` answers turned into ApiError. Gateway hiccups are retried once.

export type ApiErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

/** A failed API call. `status` is the HTTP status, or 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** Facts the server sent to explain the error (e.g. why an account is blocked), when it sent any. */
  readonly details: Record<string, unknown> | undefined;
  /** How long the server asked to wait before trying again (its `Retry-After`, in seconds), when it asked. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown; details?: Record<string, unknown>; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.details = options?.details;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export type ApiFetchInit = Omit<RequestInit, "body" | "credentials"> & {
  /** A value to send as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown;
  /**
   * Retry once on a network error or a 502/503/504 (default true). Turn it off for a call that must not run twice,
   * since a gateway may time out after the server has already done the work.
   */
  retry?: boolean;
  /**
   * Sent without the session cookie: for a public answer that is the same for everyone, so that a session the
   * server refuses (a blocked account's, before the app has seen it) does not make it a refusal.
   */
  anonymous?: boolean;
};

/** Gateway statuses: the request most likely never reached a healthy server. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 300;

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** Calls the API and returns its JSON answer (undefined for an empty answer), or throws ApiError. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, retry = true, anonymous = false, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  let requestBody: BodyInit | undefined;
  if (body === undefined || body === null) {
    requestBody = undefined;
  } else if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    requestBody = body;
  } else {
    requestBody = JSON.stringify(body);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }

  const credentials = anonymous ? "omit" : "same-origin";
  const requestInit: RequestInit = { ...rest, headers, body: requestBody, credentials };

  for (let attempt = 1; ; attempt++) {
    const mayRetry = retry && attempt === 1;
    let response: Response;
    try {
      response = await fetch(path, requestInit);
    } catch (error) {
      if (isAbortError(error)) throw error;
      // fetch rejects with a TypeError when the request never got an answer (offline, connection reset, DNS).
      if (mayRetry && error instanceof TypeError) {
        await pause(RETRY_DELAY_MS, requestInit.signal);
        continue;
      }
      throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE, { cause: error });
    }

    if (response.ok) return readBody<T>(response);

    if (mayRetry && RETRIED_STATUSES.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      await pause(RETRY_DELAY_MS, requestInit.signal);
      continue;
    }
    throw await readError(response);
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = value.error;
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (text === "") return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    // Usually an HTML page from a proxy or the SPA fallback: the API route is not where we expected it.
    throw new ApiError(response.status, "invalid_response", "The server sent an answer we could not read.", {
      cause: error,
    });
  }
}

/** `Retry-After` as a number of seconds (the form our server sends); a date or anything else reads as none. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get("Retry-After");
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

async function readError(response: Response): Promise<ApiError> {
  const retryAfter = retryAfterSeconds(response);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    parsed = undefined;
  }
  if (isApiErrorBody(parsed)) {
    const { details } = parsed.error;
    return new ApiError(response.status, parsed.error.code, parsed.error.message, {
      details: typeof details === "object" && details !== null && !Array.isArray(details) ? details : undefined,
      retryAfterSeconds: retryAfter,
    });
  }
  const message =
    response.status >= 500
      ? "Something went wrong on our side. Please try again."
      : `The request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ""}).`;
  return new ApiError(response.status, `http_${response.status}`, message, { retryAfterSeconds: retryAfter });
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "AbortError" || error.name === "TimeoutError");
}

function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
