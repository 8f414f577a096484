// A captain's score update for their team's match in progress, loaded with the form library once the Tournaments
// tab has painted.
import type { UpcomingMatch } from "@/domain/spikeball/tournament-schemas";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { toast } from "@/web/lib/toast";
import { useUpdateScore } from "./api/update-score";
import { ScoreInputs, useScoreForm } from "./tournament-score-inputs";

/** A captain's score update for their team's match in progress; the other team sees it live. */
export function CaptainScoreForm({ match }: { match: UpcomingMatch }) {
  const form = useScoreForm(match);
  const update = useUpdateScore();
  const onSubmit = form.submit((scores) =>
    update.mutate({ matchId: match.id, ...scores }, { onSuccess: () => toast.success("Score updated") }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Update score">
      <ScoreInputs
        idPrefix={`captain-${match.id}`}
        team1Name={match.team1Name ?? "Team 1"}
        team2Name={match.team2Name ?? "Team 2"}
        form={form}
      />
      <SubmitButton pending={update.isPending} size="sm" className="self-start">
        Update Score
      </SubmitButton>
    </form>
  );
}
