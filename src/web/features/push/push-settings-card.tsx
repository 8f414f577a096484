// "Notifications on this device": turn Web Push on in this browser (the permission prompt comes only from that
// tap), choose what reaches my devices, and see and remove each device. Placed on the dashboard and the console.
import { BellRing } from "lucide-react";
import { useId, useState } from "react";
import { PUSH_TEXTS } from "@/domain/push/push-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { toast } from "@/web/lib/toast";
import { usePushDevices } from "./api/get-push-devices";
import { useSubscribeThisDevice, useUnsubscribeThisDevice } from "./api/subscribe-this-device";
import { PushDeviceList } from "./push-device-list";
import { PushPreferenceSwitches } from "./push-preference-switches";
import { type PushSupport, pushSupport } from "./push-support";

const WHY_NOT: Record<Exclude<PushSupport, "supported">, string> = {
  unsupported: PUSH_TEXTS.unsupported,
  denied: PUSH_TEXTS.denied,
  "ios-needs-home-screen": PUSH_TEXTS.iosNeedsHomeScreen,
};

export function PushSettingsCard() {
  const [support, setSupport] = useState(pushSupport);
  const devices = usePushDevices();
  const subscribe = useSubscribeThisDevice();
  const unsubscribe = useUnsubscribeThisDevice();
  const switchId = useId();
  const on = devices.data?.some((device) => device.thisDevice) ?? false;
  const busy = subscribe.isPending || unsubscribe.isPending;

  const turnOn = async () => {
    // Asked here, on the tap, never when the page loads.
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setSupport(permission === "denied" ? "denied" : "supported");
      if (permission !== "denied") toast.error(PUSH_TEXTS.enableFailed);
      return;
    }
    subscribe.mutate(undefined, {
      onSuccess: () => toast.success("Notifications turned on for this device"),
      onError: (error) => toast.error(PUSH_TEXTS.enableFailed, { description: error.message }),
    });
  };
  const turnOff = () =>
    unsubscribe.mutate(undefined, { onSuccess: () => toast.success("Notifications turned off for this device") });

  return (
    <section aria-labelledby={`${switchId}-title`} className="mt-6">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2.5">
            <BellRing aria-hidden="true" className="size-5 text-accent" />
            <CardTitle asChild>
              <h2 id={`${switchId}-title`}>{PUSH_TEXTS.heading}</h2>
            </CardTitle>
          </div>
          <CardDescription>
            Get school-wide notifications and new messages on this phone or computer, even when Cohort is closed.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {support === "supported" ? (
            <div className="flex items-center gap-3">
              <Switch
                id={switchId}
                checked={on}
                disabled={busy || devices.isPending}
                onCheckedChange={(checked) => (checked ? void turnOn() : turnOff())}
              />
              <Label htmlFor={switchId}>{PUSH_TEXTS.heading}</Label>
            </div>
          ) : (
            <p role="note" className="rounded-lg border border-amber-300/50 bg-amber-950/60 p-3 text-sm text-amber-50">
              {WHY_NOT[support]}
            </p>
          )}
          <PushPreferenceSwitches />
          <PushDeviceList devices={devices} />
        </CardContent>
      </Card>
    </section>
  );
}
