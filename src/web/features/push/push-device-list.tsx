// My devices that get notifications, each with when it was added and a Remove button.
import type { UseQueryResult } from "@tanstack/react-query";
import type { PushDevice } from "@/domain/push/push-schemas";
import { PUSH_TEXTS } from "@/domain/push/push-texts";
import { Button } from "@/web/components/ui/button";
import { formatLongDate } from "@/web/lib/format-date";
import { useRemovePushDevice } from "./api/remove-push-device";
import { browserPushSubscription } from "./push-support";

export function PushDeviceList({ devices }: { devices: UseQueryResult<PushDevice[]> }) {
  const remove = useRemovePushDevice();
  const removeDevice = async (device: PushDevice) => {
    // This browser's own subscription goes with it, so that turning it on again makes a fresh one.
    if (device.thisDevice) await (await browserPushSubscription().catch(() => null))?.unsubscribe();
    remove.mutate(device.id);
  };
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Your devices</h3>
      {devices.isError && (
        <p role="alert" className="text-sm text-rose-200">
          Failed to load your devices
        </p>
      )}
      {devices.data?.length === 0 && <p className="text-sm text-muted-foreground">{PUSH_TEXTS.noDevices}</p>}
      {!!devices.data?.length && (
        <ul className="flex flex-col gap-2" aria-label="Devices that get notifications">
          {devices.data.map((device) => (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-white/15 p-3"
            >
              <span className="min-w-0">
                <span className="block font-medium">
                  {device.label}
                  {device.thisDevice && <span className="text-muted-foreground"> (this device)</span>}
                </span>
                <span className="block text-sm text-muted-foreground">Added {formatLongDate(device.createdAt)}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove ${device.label}${device.thisDevice ? " (this device)" : ""}`}
                onClick={() => void removeDevice(device)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
