// The admin's match controls under a bracket: per match, score inputs (once both teams are set; locked when the match
// is completed until Update is pressed), Start Match, End Match, and Update.
import { CheckCircle2, Play, Save } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "@/web/lib/toast";
import { roundLabel } from "@/domain/spikeball/bracket";
import { isBye } from "@/domain/spikeball/bracket-results";
import type { Match, TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { Button } from "@/web/components/ui/button";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useEndMatch } from "./api/end-match";
import { useStartMatch } from "./api/start-match";
import { useUpdateScore } from "./api/update-score";
import { MatchStatusBadge } from "./tournament-badges";
import { ScoreInputs, useScoreForm } from "./tournament-score-inputs";

export function AdminMatchList({ detail }: { detail: TournamentDetail }) {
  const totalRounds = detail.matches.reduce((max, m) => Math.max(max, m.roundNumber), 0);
  const playable = detail.tournament.status !== "setup";
  return (
    <section aria-labelledby="admin-matches-heading" className="flex flex-col gap-3">
      <h3 id="admin-matches-heading" className="text-lg font-semibold">
        Matches
      </h3>
      {!playable ? <p className="text-muted-foreground">Publish the bracket to start matches.</p> : null}
      <ol className="grid gap-3 lg:grid-cols-2">
        {detail.matches.map((match) => (
          <li key={match.id}>
            <AdminMatch
              match={match}
              label={`${roundLabel(match.roundNumber, totalRounds)}, match ${match.matchNumber}`}
              playable={playable}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The saved scores and status of a match: an Update pressed on a completed match holds only while they stay. */
const scoreKey = (m: Match) => `${m.team1Score}:${m.team2Score}:${m.status}`;

function AdminMatch({ match, label, playable }: { match: Match; label: string; playable: boolean }) {
  const form = useScoreForm(match);
  // Scores saved elsewhere (a captain, another admin) end an edit begun on the scores shown before.
  const [editingFrom, setEditingFrom] = useState<string | null>(null);
  const editing = editingFrom === scoreKey(match);
  const start = useStartMatch();
  const end = useEndMatch();
  const update = useUpdateScore();
  const bothTeams = match.team1Id !== null && match.team2Id !== null;
  const completed = match.status === "completed";
  const busy = start.isPending || end.isPending || update.isPending;

  const startMatch = () =>
    start.mutate(match.id, {
      onSuccess: () => toast.success(TOURNAMENT_TEXTS.matchStarted, { description: label }),
    });
  const endMatch = form.submit((scores) =>
    end.mutate(
      { matchId: match.id, ...scores },
      {
        onSuccess: () => toast.success(TOURNAMENT_TEXTS.matchCompleted, { description: label }),
      },
    ),
  );
  const saveScores = form.submit((scores) =>
    update.mutate(
      { matchId: match.id, ...scores },
      {
        onSuccess: (result) => {
          setEditingFrom(null);
          toast.success("Match updated", {
            description: result.winnerChanged ? `${label}: the new winner moves on` : label,
          });
        },
      },
    ),
  );
  /** One of the row's actions: all wait while one is under way, and the one under way shows it. */
  const action = (label: string, run: () => unknown, pending: boolean, icon: ReactNode, variant?: "outline") => (
    <SubmitButton
      type="button"
      size="sm"
      variant={variant}
      onClick={() => void run()}
      disabled={busy}
      pending={pending}
      icon={icon}
    >
      {label}
    </SubmitButton>
  );

  return (
    <div
      role="group"
      aria-label={`Manage ${label}`}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
        <MatchStatusBadge status={match.status} className="ml-auto" />
      </div>
      <p className="font-semibold break-words">
        {match.team1Name ?? "TBD"} vs {match.team2Name ?? (isBye(match) ? "Bye" : "TBD")}
      </p>
      {isBye(match) ? (
        <p className="text-sm text-muted-foreground">Bye: {match.team1Name ?? match.team2Name} advances.</p>
      ) : null}
      {!isBye(match) && !bothTeams ? <p className="text-sm text-muted-foreground">Waiting for both teams.</p> : null}
      {bothTeams ? (
        <ScoreInputs
          idPrefix={`admin-${match.id}`}
          team1Name={match.team1Name ?? "Team 1"}
          team2Name={match.team2Name ?? "Team 2"}
          form={form}
          disabled={!playable || (completed && !editing) || busy}
        />
      ) : null}
      {bothTeams && playable ? (
        <div className="flex flex-wrap gap-2">
          {match.status === "pending" || match.status === "scheduled"
            ? action("Start Match", startMatch, start.isPending, <Play aria-hidden="true" />)
            : null}
          {match.status === "in_progress" ? (
            <>
              {action("Update", saveScores, update.isPending, <Save aria-hidden="true" />, "outline")}
              {action("End Match", endMatch, end.isPending, <CheckCircle2 aria-hidden="true" />)}
            </>
          ) : null}
          {completed && !editing ? (
            <Button size="sm" variant="outline" onClick={() => setEditingFrom(scoreKey(match))}>
              Update
            </Button>
          ) : null}
          {completed && editing ? (
            <>
              {action("Save Scores", saveScores, update.isPending, <Save aria-hidden="true" />)}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditingFrom(null);
                  form.reset();
                }}
              >
                Cancel
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
