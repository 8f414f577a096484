// PUT /api/push/preferences: choose what reaches my devices (the whole set at once).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushPreferences } from "@/domain/push/push-rules";
import { apiFetch } from "@/web/lib/api-client";
import { pushKeys } from "./query-keys";

export function useSetPushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PushPreferences) =>
      apiFetch<{ preferences: PushPreferences }>("/api/push/preferences", { method: "PUT", body: preferences }),
    onSuccess: (data) => queryClient.setQueryData(pushKeys.preferences(), data.preferences),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pushKeys.preferences() }),
    meta: { errorMessage: "Failed to save what reaches your devices" },
  });
}
