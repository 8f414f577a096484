// 'View Bracket': a dialog drawing a tournament's whole bracket, kept live while it is open. Admins get the match
// controls below the drawing.
import { Network } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Tournament, TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { useTournamentDetail } from "./api/get-tournament-detail";
import { BracketView } from "./bracket-view";
import { TournamentStatusBadge } from "./tournament-badges";
import { useLiveBracket } from "./tournament-live";

type BracketDialogProps = {
  tournament: Tournament;
  /** More content under the bracket (the admin's match controls). */
  children?: (detail: TournamentDetail) => ReactNode;
};

export function BracketDialog({ tournament, children }: BracketDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View Bracket: ${tournament.name}`}>
          <Network aria-hidden="true" />
          View Bracket
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-5xl">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pr-8">
          <DialogTitle className="pr-0 break-words">{tournament.name}</DialogTitle>
          <TournamentStatusBadge status={tournament.status} />
        </div>
        <DialogDescription>
          {tournament.teamCount}/{tournament.maxTeams} teams · single elimination
        </DialogDescription>
        {open ? <BracketBody tournamentId={tournament.id} name={tournament.name} extra={children} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BracketBody({
  tournamentId,
  name,
  extra,
}: {
  tournamentId: string;
  name: string;
  extra: BracketDialogProps["children"];
}) {
  useLiveBracket(tournamentId);
  const detail = useTournamentDetail(tournamentId);
  return (
    <div className="-mx-1 flex min-h-0 flex-col gap-6 overflow-y-auto px-1 pb-1 [&>*]:shrink-0">
      {detail.isPending ? <p className="text-muted-foreground">Loading bracket…</p> : null}
      {detail.isError ? (
        <p role="alert" className="text-red-300">
          {TOURNAMENT_TEXTS.loadMatchesFailed}
        </p>
      ) : null}
      {detail.data ? (
        <>
          <BracketView name={name} matches={detail.data.matches} ownTeamId={detail.data.viewer.teamId} />
          {extra?.(detail.data)}
        </>
      ) : null}
    </div>
  );
}
