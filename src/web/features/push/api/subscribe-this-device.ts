// Turning notifications on or off in this browser: the browser's push subscription (made with the server's VAPID
// key, after the permission prompt) sent to POST /api/push/devices; off unsubscribes and removes this device.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { browserPushSubscription, pushRegistration } from "../push-support";
import { pushKeys } from "./query-keys";

/** The VAPID key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

export function useSubscribeThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await apiFetch<{ publicKey: string }>("/api/push/vapid-public-key");
      const registration = await pushRegistration();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      await apiFetch("/api/push/devices", { method: "POST", body: subscription.toJSON() });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

export function useUnsubscribeThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await (await browserPushSubscription())?.unsubscribe();
      await apiFetch<null>("/api/push/devices/this-device", { method: "DELETE" });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
    meta: { errorMessage: "Failed to turn notifications off" },
  });
}
