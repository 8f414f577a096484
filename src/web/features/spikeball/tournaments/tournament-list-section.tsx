// A section listing tournaments under its heading, with the list's loading, failure and empty states: the student's
// Tournaments tab and the admin's Tournaments panel show the same states around different cards.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Tournament } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";

type TournamentListSectionProps<T extends Tournament> = {
  tournaments: UseQueryResult<T[]>;
  headingId: string;
  /** The student's tab is a page section (h2); the admin's panel sits inside the console's Spikeball tab (h3). */
  headingLevel: "h2" | "h3";
  listClassName: string;
  children: (tournament: T) => ReactNode;
};

export function TournamentListSection<T extends Tournament>({
  tournaments,
  headingId,
  headingLevel: Heading,
  listClassName,
  children,
}: TournamentListSectionProps<T>) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading id={headingId} className="text-xl font-semibold">
        Tournaments
      </Heading>
      {tournaments.isPending ? <p className="text-muted-foreground">Loading tournaments…</p> : null}
      {tournaments.isError ? (
        <p role="alert" className="text-red-300">
          {TOURNAMENT_TEXTS.loadTournamentsFailed}
        </p>
      ) : null}
      {tournaments.data?.length === 0 ? <p className="text-muted-foreground">No tournaments yet</p> : null}
      {tournaments.data && tournaments.data.length > 0 ? (
        <ul className={listClassName}>
          {tournaments.data.map((tournament) => (
            <li key={tournament.id}>{children(tournament)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
