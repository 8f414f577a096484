// Two score boxes for a match, labelled with the teams' names, checked with the API's own scores schema.
import { type ScoresInput, scoresSchema } from "@/domain/spikeball/tournament-schemas";
import { MAX_SCORE } from "@/domain/spikeball/tournament-texts";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

export type ScoreDraft = { team1: string; team2: string };

export const draftOf = (m: { team1Score: number; team2Score: number }): ScoreDraft => ({
  team1: String(m.team1Score),
  team2: String(m.team2Score),
});

/** The saved scores and status of a match, to notice when someone else changed them. */
export const scoreKey = (m: { team1Score: number; team2Score: number; status: string }) =>
  `${m.team1Score}:${m.team2Score}:${m.status === "completed" ? "done" : "open"}`;

/** The scores typed (digits only: "1e2" or "+3" is not a score), or the schema's message on what is wrong with them. */
export function parseScores(draft: ScoreDraft): { scores: ScoresInput } | { error: string } {
  const asNumber = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
  const parsed = scoresSchema.safeParse({ team1Score: asNumber(draft.team1), team2Score: asNumber(draft.team2) });
  return parsed.success ? { scores: parsed.data } : { error: parsed.error.issues[0]!.message };
}

type ScoreInputsProps = {
  idPrefix: string;
  team1Name: string;
  team2Name: string;
  draft: ScoreDraft;
  onChange: (draft: ScoreDraft) => void;
  disabled?: boolean;
};

export function ScoreInputs({ idPrefix, team1Name, team2Name, draft, onChange, disabled }: ScoreInputsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {(["team1", "team2"] as const).map((side) => (
        <div key={side} className="flex min-w-0 flex-col gap-1">
          <Label htmlFor={`${idPrefix}-${side}`} className="block truncate text-xs leading-normal">
            {side === "team1" ? team1Name : team2Name} score
          </Label>
          <Input
            id={`${idPrefix}-${side}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_SCORE}
            step={1}
            value={draft[side]}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, [side]: event.target.value })}
            className="h-9 tabular-nums"
          />
        </div>
      ))}
    </div>
  );
}
