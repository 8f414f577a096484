// The admin's Tournaments panel (inside the admin console's Spikeball tab): create tournaments, and per tournament
// Build Bracket (setup), Edit Bracket, Publish Bracket, and View Bracket with the match controls.
import { Hammer, Send } from "lucide-react";
import { toast } from "@/web/lib/toast";
import type { Tournament } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useBuildBracket } from "./api/build-bracket";
import { useAdminTournaments } from "./api/get-admin-tournaments";
import { usePublishBracket } from "./api/publish-bracket";
import { BracketDialog } from "./bracket-dialog";
import { BracketEditorDialog } from "./bracket-editor-dialog";
import { AdminMatchList } from "./tournament-admin-matches";
import { formatTournamentDate, TournamentStatusBadge } from "./tournament-badges";
import { TournamentCreateForm } from "./tournament-create-form";
import { TournamentListSection } from "./tournament-list-section";
import { useLiveTournamentList } from "./tournament-live";
import { Spinner } from "@/web/components/ui/spinner";

export function TournamentsAdminPanel() {
  useLiveTournamentList(true);
  const tournaments = useAdminTournaments();
  return (
    <div className="flex flex-col gap-6">
      <TournamentCreateForm />
      <TournamentListSection
        tournaments={tournaments}
        headingId="admin-tournaments-heading"
        headingLevel="h3"
        listClassName="flex flex-col gap-4"
      >
        {(tournament) => <AdminTournamentCard tournament={tournament} />}
      </TournamentListSection>
    </div>
  );
}

function AdminTournamentCard({ tournament }: { tournament: Tournament }) {
  const build = useBuildBracket();
  const publish = usePublishBracket();
  const inSetup = tournament.status === "setup";
  const buildBracket = () =>
    build.mutate(tournament.id, {
      onSuccess: (result) => toast.success("Bracket built", { description: `${result.matchCount} matches created` }),
    });
  const publishBracket = () =>
    publish.mutate(tournament.id, {
      onSuccess: () => toast.success(TOURNAMENT_TEXTS.bracketPublished, { description: tournament.name }),
    });

  return (
    <Card className="gap-4" aria-labelledby={`admin-tournament-${tournament.id}`}>
      <CardHeader className="flex-row flex-wrap items-center gap-x-3 gap-y-2 px-4 sm:px-6">
        <CardTitle asChild>
          <h4 id={`admin-tournament-${tournament.id}`} className="break-words">
            {tournament.name}
          </h4>
        </CardTitle>
        <TournamentStatusBadge status={tournament.status} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        {tournament.description ? (
          <p className="text-sm break-words text-muted-foreground">{tournament.description}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Teams</dt>
            <dd className="tabular-nums">
              {tournament.teamCount}/{tournament.maxTeams}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Bracket</dt>
            <dd>{tournament.bracketBuilt ? "Built" : "Not built"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Starts</dt>
            <dd>{formatTournamentDate(tournament.startDate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Ends</dt>
            <dd>{formatTournamentDate(tournament.endDate)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          {inSetup ? (
            <Button
              size="sm"
              variant={tournament.bracketBuilt ? "outline" : "default"}
              onClick={buildBracket}
              disabled={build.isPending}
            >
              {build.isPending ? <Spinner /> : <Hammer aria-hidden="true" />}
              {tournament.bracketBuilt ? "Rebuild Bracket" : "Build Bracket"}
            </Button>
          ) : null}
          {tournament.bracketBuilt && (inSetup || tournament.status === "ready") ? (
            <BracketEditorDialog tournament={tournament} />
          ) : null}
          {inSetup && tournament.bracketBuilt ? (
            <Button size="sm" onClick={publishBracket} disabled={publish.isPending}>
              {publish.isPending ? <Spinner /> : <Send aria-hidden="true" />}
              Publish Bracket
            </Button>
          ) : null}
          {!inSetup ? (
            <BracketDialog tournament={tournament}>{(detail) => <AdminMatchList detail={detail} />}</BracketDialog>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
