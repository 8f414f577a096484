import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** The PIN gate's check; the server answers 401 'Invalid PIN' and 429 after too many attempts. */
export function useUnlockLowerThird() {
  return useMutation({
    // Not retried: every attempt counts against the limit.
    mutationFn: (pin: string) =>
      apiFetch<{ unlocked: true }>("/api/lower-third/unlock", { method: "POST", body: { pin }, retry: false }),
  });
}
