// The student's Tournaments tab of /spikeball-dashboard: my team's upcoming matches (a captain updates the score of
// one in progress), and the ready, active and completed tournaments with their live brackets.
import { CalendarDays, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { roundCount, isMaxTeams, roundLabel } from "@/domain/spikeball/bracket";
import type { UpcomingMatch } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useTournaments } from "./api/get-tournaments";
import { useUpcomingMatches } from "./api/get-upcoming-matches";
import { BracketDialog } from "./bracket-dialog";
import { formatTournamentDate, MatchStatusBadge, TournamentStatusBadge } from "./tournament-badges";
import { TournamentListSection } from "./tournament-list-section";
import { useLiveTournamentList } from "./tournament-live";

const CaptainScoreForm = lazy(() => import("./captain-score-form").then((m) => ({ default: m.CaptainScoreForm })));

export function TournamentsTab() {
  useLiveTournamentList(true);
  return (
    <div className="flex flex-col gap-6">
      <UpcomingMatchesCard />
      <TournamentList />
    </div>
  );
}

function UpcomingMatchesCard() {
  const upcoming = useUpcomingMatches();
  return (
    <Card aria-labelledby="spikeball-upcoming-matches">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="spikeball-upcoming-matches">Upcoming Matches</h2>
        </CardTitle>
        <CardDescription>Your team&apos;s next matches in published tournaments.</CardDescription>
      </CardHeader>
      <CardContent>
        {upcoming.isPending ? <p className="text-muted-foreground">Loading matches…</p> : null}
        {upcoming.isError ? (
          <p role="alert" className="text-red-300">
            {TOURNAMENT_TEXTS.loadMatchesFailed}
          </p>
        ) : null}
        {upcoming.data && !upcoming.data.teamId ? (
          <p className="text-muted-foreground">Join or create a team to play in tournaments.</p>
        ) : null}
        {upcoming.data?.teamId && upcoming.data.matches.length === 0 ? (
          <p className="text-muted-foreground">No upcoming matches</p>
        ) : null}
        {upcoming.data && upcoming.data.matches.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {upcoming.data.matches.map((match) => (
              <li key={match.id}>
                <UpcomingMatchItem match={match} canScore={upcoming.data.isCaptain && match.status === "in_progress"} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function UpcomingMatchItem({ match, canScore }: { match: UpcomingMatch; canScore: boolean }) {
  const rounds = isMaxTeams(match.maxTeams) ? roundCount(match.maxTeams) : match.roundNumber;
  const label = roundLabel(match.roundNumber, rounds);
  const showScores = match.status === "in_progress";
  const score = (
    <p className="text-lg font-semibold tabular-nums" aria-label={`Score ${match.team1Score} to ${match.team2Score}`}>
      {match.team1Score} – {match.team2Score}
    </p>
  );
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words">
          {match.team1Name ?? "TBD"} vs {match.team2Name ?? "TBD"}
        </h3>
        <MatchStatusBadge status={match.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {match.tournamentName} · {label}, match {match.matchNumber}
        {match.scheduledAt ? ` · ${formatTournamentDate(match.scheduledAt)}` : ""}
      </p>
      {showScores && !canScore ? score : null}
      {canScore ? (
        // The form library comes with the captain's form, after the page's first paint (its budget, decision 025).
        <Suspense fallback={score}>
          <CaptainScoreForm match={match} />
        </Suspense>
      ) : null}
    </div>
  );
}

function TournamentList() {
  const tournaments = useTournaments();
  return (
    <TournamentListSection
      tournaments={tournaments}
      headingId="spikeball-tournaments"
      headingLevel="h2"
      listClassName="grid gap-4 md:grid-cols-2"
    >
      {(tournament) => (
        <Card className="h-full gap-4" aria-labelledby={`tournament-${tournament.id}`}>
          <CardHeader className="flex-row flex-wrap items-center gap-x-3 gap-y-2 px-4 sm:px-6">
            <CardTitle asChild>
              <h3 id={`tournament-${tournament.id}`} className="break-words">
                {tournament.name}
              </h3>
            </CardTitle>
            <TournamentStatusBadge status={tournament.status} />
          </CardHeader>
          <CardContent className="flex flex-1 flex-col gap-3 px-4 sm:px-6">
            {tournament.description ? (
              <p className="text-sm break-words text-muted-foreground">{tournament.description}</p>
            ) : null}
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
                <dt className="sr-only">Starts</dt>
                <dd>{formatTournamentDate(tournament.startDate)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-muted-foreground" />
                <dt className="sr-only">Teams</dt>
                <dd className="tabular-nums">
                  {tournament.teamCount}/{tournament.maxTeams} teams
                </dd>
              </div>
            </dl>
            <div className="mt-auto">
              <BracketDialog tournament={tournament} />
            </div>
          </CardContent>
        </Card>
      )}
    </TournamentListSection>
  );
}
