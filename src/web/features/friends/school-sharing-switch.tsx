// The admin console's switch for schedule sharing, one per school: off hides every shared view of that school at
// once (friendships and choices stay). Placed by the admin console; it calls the friends API itself.
import { useId } from "react";
import { toast } from "@/web/lib/toast";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { useSchoolSharing } from "./api/get-school-sharing";
import { useSetSchoolSharing } from "./api/set-school-sharing";

export function SchoolSharingSwitch() {
  const sharing = useSchoolSharing();
  const set = useSetSchoolSharing();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Schedule Sharing</h3>
      <p className="text-sm text-muted-foreground">
        Lets students share their schedules with friends. Off: all shared views vanish at once; nothing is deleted.
      </p>
      {sharing.isPending && <p className="text-sm text-muted-foreground">Loading…</p>}
      {sharing.isError && (
        <p role="alert" className="text-sm text-rose-200">
          Failed to load the sharing setting
        </p>
      )}
      {sharing.data?.schools.map((school) => (
        <div key={school.id} className="flex items-center gap-3">
          <Switch
            id={`${id}-${school.id}`}
            checked={school.scheduleSharingEnabled}
            disabled={set.isPending}
            onCheckedChange={(enabled) =>
              set.mutate(
                { schoolId: school.id, enabled },
                {
                  onSuccess: () =>
                    toast.success(enabled ? "Schedule sharing turned on" : "Schedule sharing turned off"),
                },
              )
            }
          />
          <Label htmlFor={`${id}-${school.id}`}>Schedule sharing at {school.name}</Label>
        </div>
      ))}
    </div>
  );
}
