// The two score boxes of a match, labelled with the teams' names, for the captain's form and the admin's match row:
// a form of the domain's typedScoresSchema, each box's error under it.
import { useEffect } from "react";
import { typedScoresSchema } from "@/domain/spikeball/tournament-schemas";
import { MAX_SCORE } from "@/domain/spikeball/tournament-texts";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";

type Scores = { team1Score: number; team2Score: number };

/** The boxes' text for saved scores. */
const typed = ({ team1Score, team2Score }: Scores) => ({
  team1Score: String(team1Score),
  team2Score: String(team2Score),
});

/**
 * The score form of a match, holding its saved scores. Scores saved elsewhere (the other captain, an admin) and the
 * match completing replace what the boxes hold; a start or a refetch does not. Its `reset()` goes back to the saved
 * scores.
 */
export function useScoreForm(match: Scores & { status: string }) {
  const form = useSchemaForm(typedScoresSchema, { defaultValues: typed(match) });
  const { reset } = form;
  const { team1Score, team2Score } = match;
  const completed = match.status === "completed";
  useEffect(() => {
    reset(typed({ team1Score, team2Score }));
  }, [reset, team1Score, team2Score, completed]);
  return form;
}

type ScoreInputsProps = {
  idPrefix: string;
  team1Name: string;
  team2Name: string;
  form: ReturnType<typeof useScoreForm>;
  disabled?: boolean;
};

export function ScoreInputs({ idPrefix, team1Name, team2Name, form, disabled }: ScoreInputsProps) {
  const { register, formState } = form;
  return (
    <div className="grid grid-cols-2 gap-3">
      {(["team1Score", "team2Score"] as const).map((field) => (
        <FormField
          key={field}
          id={`${idPrefix}-${field === "team1Score" ? "team1" : "team2"}`}
          label={`${field === "team1Score" ? team1Name : team2Name} score`}
          labelClassName="block truncate text-xs leading-normal"
          className="min-w-0 gap-1"
          registration={register(field)}
          error={formState.errors[field]}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_SCORE}
              step={1}
              disabled={disabled}
              className="h-9 tabular-nums"
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
