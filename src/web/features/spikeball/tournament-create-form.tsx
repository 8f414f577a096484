// The admin's Create Tournament form: name required, description optional, max teams 4, 8, 16 or 32 (default 16),
// optional start and end date-times.
import { LoaderCircle, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@/web/lib/toast";
import { DEFAULT_MAX_TEAMS, MAX_TEAMS_OPTIONS } from "@/domain/spikeball/bracket";
import { createTournamentSchema } from "@/domain/spikeball/tournament-schemas";
import {
  TOURNAMENT_DESCRIPTION_MAX_LENGTH,
  TOURNAMENT_NAME_MAX_LENGTH,
  TOURNAMENT_TEXTS,
} from "@/domain/spikeball/tournament-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useCreateTournament } from "./api/tournament-admin-create";

type Errors = Partial<Record<"name" | "description" | "maxTeams" | "startDate" | "endDate", string>>;

/** A `datetime-local` value (the admin's own clock) as an ISO instant; empty stays empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

export function TournamentCreateForm() {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [maxTeams, setMaxTeams] = useState<number>(DEFAULT_MAX_TEAMS);
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateTournament();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTournamentSchema.safeParse({
      name,
      description,
      maxTeams,
      startDate: toIso(startDate),
      endDate: toIso(endDate),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (tournament) => {
        toast.success(TOURNAMENT_TEXTS.tournamentCreated, { description: tournament.name });
        setName("");
        setDescription("");
        setMaxTeams(DEFAULT_MAX_TEAMS);
        setStartDate("");
        setEndDate("");
      },
      onError: (failure) =>
        toast.error(TOURNAMENT_TEXTS.createTournamentFailed, {
          description: failure instanceof ApiError ? failure.message : "Please try again.",
        }),
    });
  };

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
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField id="tournament-name" label="Tournament Name" error={errors.name} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={TOURNAMENT_NAME_MAX_LENGTH}
                placeholder="Spring Spikeball Cup"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField
            id="tournament-description"
            label="Description (optional)"
            error={errors.description}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                maxLength={TOURNAMENT_DESCRIPTION_MAX_LENGTH}
                rows={2}
                className={cn(fieldControlClass, "h-auto py-2")}
              />
            )}
          </FormField>
          <FormField id="tournament-max-teams" label="Max Teams" error={errors.maxTeams}>
            {(control) => (
              <select
                {...control}
                value={maxTeams}
                onChange={(e) => setMaxTeams(Number(e.target.value))}
                className={fieldControlClass}
              >
                {MAX_TEAMS_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {n} teams
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="hidden sm:block" />
          <FormField id="tournament-start" label="Start (optional)" error={errors.startDate}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="tournament-end" label="End (optional)" error={errors.endDate}>
            {(control) => (
              <Input {...control} type="datetime-local" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            )}
          </FormField>
          <Button type="submit" disabled={create.isPending} className="self-start sm:col-span-2 sm:justify-self-start">
            {create.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            Create Tournament
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
