// POST /api/auth/sign-out, the request alone: used by Sign Out, and by the session check when the server says the
// account is blocked (get-me.ts).
import { ApiError, apiFetch } from "@/web/lib/api-client";

export async function signOut(): Promise<void> {
  try {
    await apiFetch("/api/auth/sign-out", { method: "POST", body: {}, retry: false });
  } catch (error) {
    // No session to end (it expired, or a ban ended it): the person is signed out all the same.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    throw error;
  }
}
