// The admin's match controls under a bracket: per match, score inputs (once both teams are set; locked when the match
// is completed until Update is pressed), Start Match, End Match, and Update.
import { CheckCircle2, Play, Save } from "lucide-react";
import { useState } from "react";
import { toast } from "@/web/lib/toast";
import { roundLabel } from "@/domain/spikeball/bracket";
import { isBye } from "@/domain/spikeball/bracket-results";
import type { Match, TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { Button } from "@/web/components/ui/button";
import { FieldError } from "@/web/components/ui/form-field";
import { useEndMatch } from "./api/end-match";
import { useStartMatch } from "./api/start-match";
import { useUpdateScore } from "./api/update-score";
import { MatchStatusBadge } from "./tournament-badges";
import { draftOf, parseScores, ScoreInputs, scoreKey } from "./tournament-score-inputs";
import { Spinner } from "@/web/components/ui/spinner";

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

function AdminMatch({ match, label, playable }: { match: Match; label: string; playable: boolean }) {
  const [draft, setDraft] = useState(() => draftOf(match));
  const [seen, setSeen] = useState(() => scoreKey(match));
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const start = useStartMatch();
  const end = useEndMatch();
  const update = useUpdateScore();
  // Scores saved elsewhere (a captain, another admin) replace the boxes' contents; a start or a refetch does not.
  if (seen !== scoreKey(match)) {
    setSeen(scoreKey(match));
    setDraft(draftOf(match));
    setEditing(false);
  }
  const bothTeams = match.team1Id !== null && match.team2Id !== null;
  const completed = match.status === "completed";
  const busy = start.isPending || end.isPending || update.isPending;
  const scores = () => {
    const parsed = parseScores(draft);
    if ("error" in parsed) {
      setError(parsed.error);
      return null;
    }
    setError(undefined);
    return parsed.scores;
  };

  const startMatch = () =>
    start.mutate(match.id, {
      onSuccess: () => toast.success(TOURNAMENT_TEXTS.matchStarted, { description: label }),
    });
  const endMatch = () => {
    const s = scores();
    if (!s) return;
    end.mutate(
      { matchId: match.id, ...s },
      {
        onSuccess: () => toast.success(TOURNAMENT_TEXTS.matchCompleted, { description: label }),
      },
    );
  };
  const saveScores = () => {
    const s = scores();
    if (!s) return;
    update.mutate(
      { matchId: match.id, ...s },
      {
        onSuccess: (result) => {
          setEditing(false);
          toast.success("Match updated", {
            description: result.winnerChanged ? `${label}: the new winner moves on` : label,
          });
        },
      },
    );
  };

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
          draft={draft}
          onChange={setDraft}
          disabled={!playable || (completed && !editing) || busy}
        />
      ) : null}
      {error ? <FieldError>{error}</FieldError> : null}
      {bothTeams && playable ? (
        <div className="flex flex-wrap gap-2">
          {match.status === "pending" || match.status === "scheduled" ? (
            <Button size="sm" onClick={startMatch} disabled={busy}>
              {start.isPending ? <Spinner /> : <Play aria-hidden="true" />}
              Start Match
            </Button>
          ) : null}
          {match.status === "in_progress" ? (
            <>
              <Button size="sm" variant="outline" onClick={saveScores} disabled={busy}>
                <Save aria-hidden="true" />
                Update
              </Button>
              <Button size="sm" onClick={endMatch} disabled={busy}>
                {end.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
                End Match
              </Button>
            </>
          ) : null}
          {completed && !editing ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Update
            </Button>
          ) : null}
          {completed && editing ? (
            <>
              <Button size="sm" onClick={saveScores} disabled={busy}>
                <Save aria-hidden="true" />
                Save Scores
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setDraft(draftOf(match));
                  setError(undefined);
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
