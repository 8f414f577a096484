// What I share: my schedule with nobody (the default), all friends or chosen friends, and whether rooms show.
// Saving takes effect at once for every friend on every device.
import { Save } from "lucide-react";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import type { ShareScope } from "@/domain/friends/friend-rules";
import { type FriendsOverview, shareSettingsInputSchema } from "@/domain/friends/friends-schemas";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { useUpdateShareSettings } from "./api/update-share-settings";
import { RadioCard } from "@/web/components/ui/radio-card";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";

const SCOPES: { value: ShareScope; label: string; hint: string }[] = [
  { value: "nobody", label: "Nobody", hint: "Your schedule stays private." },
  { value: "all_friends", label: "All friends", hint: "Every friend sees your week." },
  { value: "chosen_friends", label: "Chosen friends", hint: "Only the friends you tick." },
];

export function ShareSettingsForm({ overview }: { overview: FriendsOverview }) {
  const save = useUpdateShareSettings();
  const { register, submit, control } = useSchemaForm(shareSettingsInputSchema, {
    defaultValues: {
      shareScope: overview.shareScope,
      showRooms: overview.showRooms,
      chosenFriendIds: overview.chosenFriendIds,
    },
  });
  const scope = useWatch({ control, name: "shareScope" });
  const id = useId();

  const onSubmit = submit((values) => {
    // Someone chosen earlier may no longer be a friend.
    const friendIds = new Set(overview.friends.map((f) => f.id));
    save.mutate(
      { ...values, chosenFriendIds: values.chosenFriendIds.filter((c) => friendIds.has(c)) },
      { onSuccess: () => toast.success("Sharing settings saved") },
    );
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset>
        <legend className="font-semibold">Share my schedule with</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {SCOPES.map((option) => (
            <RadioCard
              key={option.value}
              value={option.value}
              label={option.label}
              hint={option.hint}
              {...register("shareScope")}
            />
          ))}
        </div>
      </fieldset>

      {scope === "chosen_friends" && (
        <fieldset>
          <legend className="font-semibold">Friends who see my schedule</legend>
          {overview.friends.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">Add friends first.</p>
          ) : (
            <Controller
              control={control}
              name="chosenFriendIds"
              render={({ field: { value: chosen, onChange } }) => (
                <ul className="mt-2 flex flex-col gap-2">
                  {overview.friends.map((friend) => (
                    <li key={friend.id}>
                      <label className="flex cursor-pointer items-center gap-3">
                        <input
                          type="checkbox"
                          className="size-4"
                          checked={chosen.includes(friend.id)}
                          onChange={(e) =>
                            onChange(e.target.checked ? [...chosen, friend.id] : chosen.filter((c) => c !== friend.id))
                          }
                        />
                        <span className="break-words">{friend.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            />
          )}
        </fieldset>
      )}

      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="showRooms"
          render={({ field }) => <Switch id={`${id}-rooms`} checked={field.value} onCheckedChange={field.onChange} />}
        />
        <Label htmlFor={`${id}-rooms`}>Show room numbers to friends</Label>
      </div>

      <SubmitButton pending={save.isPending} icon={<Save aria-hidden="true" />} className="self-start">
        Save sharing
      </SubmitButton>
    </form>
  );
}
