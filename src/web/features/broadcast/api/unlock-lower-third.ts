import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type LowerThirdGrant } from "@/domain/broadcast/lower-third";
import { LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { broadcastKeys } from "./query-keys";

/**
 * The PIN gate's check; the server answers 401 'Invalid PIN' and 429 after too many attempts. The right PIN sets the
 * grant cookie, and its end becomes the grant query's answer.
 */
export function useUnlockLowerThird() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not retried: every attempt counts against the limit.
    mutationFn: (pin: string) =>
      apiFetch<LowerThirdGrant & { unlocked: true }>("/api/lower-third/unlock", {
        method: "POST",
        body: { pin },
        retry: false,
      }),
    onSuccess: ({ expiresAt }) => {
      queryClient.setQueryData<LowerThirdGrant>(broadcastKeys.lowerThirdGrant(), { expiresAt });
    },
    meta: {
      errorMessage: (error) =>
        error instanceof ApiError && error.code === "invalid_pin"
          ? { title: LOWER_THIRD_TEXTS.invalidPin, description: LOWER_THIRD_TEXTS.tryAgain }
          : (serverMessage(error) ?? LOWER_THIRD_TEXTS.tryAgain),
    },
  });
}
