// The admin's Rename dialog for one team; Save waits for a valid name different from the current one.
import { Pencil } from "lucide-react";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { TEAM_NAME_MAX_LENGTH, isSameTeamName } from "@/domain/spikeball/spikeball-rules";
import { type TeamView, renameTeamSchema } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useRenameTeam } from "./api/rename-team";

export function RenameTeamDialog({ team }: { team: TeamView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rename = useRenameTeam();
  const { register, control, submit, reset, formState } = useSchemaForm(renameTeamSchema, {
    defaultValues: { name: team.name },
    mode: "onChange",
  });
  const name = useWatch({ control, name: "name" });
  const changed = formState.isValid && !isSameTeamName(team.name, name);
  const onSubmit = submit((values) => {
    rename.mutate(
      { teamId: team.id, name: values.name },
      {
        onSuccess: () => {
          toast.success("Team updated", { description: values.name });
          setOpen(false);
        },
      },
    );
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset({ name: team.name });
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
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Team name</Label>
            <Input id={id} maxLength={TEAM_NAME_MAX_LENGTH} {...register("name")} />
          </div>
          <SubmitButton pending={rename.isPending} disabled={!changed} className="self-end">
            Save
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
