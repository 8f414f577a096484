// The captain-to-be's Create Team form, loaded with the form library once the My Team tab has painted.
import { Plus } from "lucide-react";
import { useId } from "react";
import { createTeamSchema } from "@/domain/spikeball/spikeball-schemas";
import { TEAM_NAME_MAX_LENGTH } from "@/domain/spikeball/spikeball-rules";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useCreateTeam } from "./api/create-team";

export function CreateTeamFields() {
  const id = useId();
  const create = useCreateTeam();
  const { register, submit, formState } = useSchemaForm(createTeamSchema, {
    defaultValues: { name: "" },
    mode: "onChange",
  });

  const onSubmit = submit(({ name }) =>
    create.mutate(name, {
      onSuccess: (team) => toast.success("Team created", { description: `You are the captain of ${team.name}.` }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor={id}>Team name</Label>
        <Input id={id} maxLength={TEAM_NAME_MAX_LENGTH} autoComplete="off" {...register("name")} />
      </div>
      <SubmitButton pending={create.isPending} disabled={!formState.isValid} icon={<Plus aria-hidden="true" />}>
        Create Team
      </SubmitButton>
    </form>
  );
}
