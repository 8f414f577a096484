// What reaches my devices: one switch per kind of push, and whether message text shows on the lock screen.
import { useId } from "react";
import type { PushPreferences } from "@/domain/push/push-rules";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { usePushPreferences } from "./api/get-push-preferences";
import { useSetPushPreferences } from "./api/set-push-preferences";

const CHOICES: { key: keyof PushPreferences; label: string }[] = [
  { key: "schoolWide", label: "School-wide notifications" },
  { key: "messages", label: "New messages" },
  { key: "jenga", label: "Jenga invites and turns" },
  { key: "spikeball", label: "Spikeball team invites and match results" },
  { key: "hideMessageText", label: "Hide message text on the lock screen" },
];

export function PushPreferenceSwitches() {
  const preferences = usePushPreferences();
  const set = useSetPushPreferences();
  const id = useId();
  if (preferences.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (preferences.isError) {
    return (
      <p role="alert" className="text-sm text-rose-200">
        Failed to load what reaches your devices
      </p>
    );
  }
  const current = preferences.data;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">What reaches your devices</legend>
      {CHOICES.map(({ key, label }) => (
        <div key={key} className="flex items-center gap-3">
          <Switch
            id={`${id}-${key}`}
            checked={current[key]}
            disabled={set.isPending}
            onCheckedChange={(checked) => set.mutate({ ...current, [key]: checked })}
          />
          <Label htmlFor={`${id}-${key}`}>{label}</Label>
        </div>
      ))}
    </fieldset>
  );
}
