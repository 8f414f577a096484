// DELETE /api/push/devices/:id: one of my devices stops getting notifications.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { pushKeys } from "./query-keys";

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/push/devices/${id}`, { method: "DELETE" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
    meta: { errorMessage: "Failed to remove the device" },
  });
}
