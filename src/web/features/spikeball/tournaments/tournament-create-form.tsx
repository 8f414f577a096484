// The admin's Create Tournament form: name required, description optional, max teams 4, 8, 16 or 32 (default 16),
// optional start and end date-times.
import { Plus } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { DEFAULT_MAX_TEAMS, MAX_TEAMS_OPTIONS } from "@/domain/spikeball/bracket";
import { createTournamentSchema } from "@/domain/spikeball/tournament-schemas";
import {
  TOURNAMENT_DESCRIPTION_MAX_LENGTH,
  TOURNAMENT_NAME_MAX_LENGTH,
  TOURNAMENT_TEXTS,
} from "@/domain/spikeball/tournament-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { cn } from "@/web/lib/cn";
import { useCreateTournament } from "./api/create-tournament";

/** A `datetime-local` value (the admin's own clock) as an ISO instant; empty is none. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

const EMPTY = { name: "", description: "", maxTeams: DEFAULT_MAX_TEAMS, startDate: null, endDate: null };

export function TournamentCreateForm() {
  const { register, submit, formState, reset } = useSchemaForm(createTournamentSchema, {
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const create = useCreateTournament();

  const onSubmit = submit((values) =>
    create.mutate(values, {
      onSuccess: (tournament) => {
        toast.success(TOURNAMENT_TEXTS.tournamentCreated, { description: tournament.name });
        reset(EMPTY);
      },
    }),
  );

  return (
    <Card aria-labelledby="create-tournament-title">
      <CardHeader>
        <CardTitle asChild>
          <h3 id="create-tournament-title">Create Tournament</h3>
        </CardTitle>
        <CardDescription>
          A new tournament starts in setup; students see it once its bracket is published.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="tournament-name"
            label="Tournament Name"
            registration={register("name")}
            error={errors.name}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={TOURNAMENT_NAME_MAX_LENGTH}
                placeholder="Spring Spikeball Cup"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField
            id="tournament-description"
            label="Description (optional)"
            registration={register("description")}
            error={errors.description}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                maxLength={TOURNAMENT_DESCRIPTION_MAX_LENGTH}
                rows={2}
                className={cn(fieldControlClass, "h-auto py-2")}
              />
            )}
          </FormField>
          <FormField
            id="tournament-max-teams"
            label="Max Teams"
            registration={register("maxTeams", { valueAsNumber: true })}
            error={errors.maxTeams}
          >
            {(control) => (
              <select {...control} className={fieldControlClass}>
                {MAX_TEAMS_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n} teams
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="hidden sm:block" />
          <FormField
            id="tournament-start"
            label="Start (optional)"
            registration={register("startDate", { setValueAs: toIso })}
            error={errors.startDate}
          >
            {(control) => <Input {...control} type="datetime-local" />}
          </FormField>
          <FormField
            id="tournament-end"
            label="End (optional)"
            registration={register("endDate", { setValueAs: toIso })}
            error={errors.endDate}
          >
            {(control) => <Input {...control} type="datetime-local" />}
          </FormField>
          <SubmitButton
            pending={create.isPending}
            icon={<Plus aria-hidden="true" />}
            className="self-start sm:col-span-2 sm:justify-self-start"
          >
            Create Tournament
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
