// The admin's Rename dialog for one team; Save waits for a valid name different from the current one.
import { Pencil } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { TEAM_NAME_MAX_LENGTH, isSameTeamName } from "@/domain/spikeball/spikeball-rules";
import { type TeamView, renameTeamSchema } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/lib/toast";
import { useRenameTeam } from "./api/rename-team";

export function RenameTeamDialog({ team }: { team: TeamView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(team.name);
  const rename = useRenameTeam();
  const parsed = renameTeamSchema.safeParse({ name });
  const renamed = parsed.success && !isSameTeamName(team.name, parsed.data.name) ? parsed.data.name : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!renamed) return;
    rename.mutate(
      { teamId: team.id, name: renamed },
      {
        onSuccess: () => {
          toast.success("Team updated", { description: renamed });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setName(team.name);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Rename ${team.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Rename Team</DialogTitle>
        <DialogDescription>Choose a new name for {team.name}.</DialogDescription>
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Team name</Label>
            <Input id={id} value={name} maxLength={TEAM_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={!renamed || rename.isPending} className="self-end">
            Save
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
