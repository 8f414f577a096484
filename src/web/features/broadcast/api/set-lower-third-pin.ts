import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LowerThirdPinStatus } from "@/domain/broadcast/lower-third";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { broadcastKeys } from "./query-keys";

/** An admin sets the generator's PIN (refused while LOWER_THIRD_PIN fixes it). */
export function useSetLowerThirdPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) =>
      apiFetch<LowerThirdPinStatus>("/api/lower-third/pin", { method: "PUT", body: { pin } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.lowerThirdPin() });
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.controlCentre() });
    },
    meta: { errorMessage: (error) => ({ title: "Failed to save the PIN", description: serverMessage(error) }) },
  });
}
