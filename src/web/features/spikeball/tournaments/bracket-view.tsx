// The whole bracket drawn as columns of rounds joined by connector lines, winners highlighted. On a narrow screen the
// bracket scrolls sideways inside its own frame; the page itself never does.
import { Trophy } from "lucide-react";
import { roundLabel } from "@/domain/spikeball/bracket";
import { isBye } from "@/domain/spikeball/bracket-results";
import type { Match } from "@/domain/spikeball/tournament-schemas";
import { cn } from "@/web/lib/cn";

type BracketViewProps = {
  name: string;
  matches: Match[];
  /** The viewer's team, outlined so they find themselves. */
  ownTeamId?: string | null;
};

export function BracketView({ name, matches, ownTeamId }: BracketViewProps) {
  const totalRounds = matches.reduce((max, m) => Math.max(max, m.roundNumber), 0);
  if (totalRounds === 0) return <p className="text-muted-foreground">The bracket has not been built yet.</p>;
  const rounds = Array.from({ length: totalRounds }, (_, i) =>
    matches.filter((m) => m.roundNumber === i + 1).sort((a, b) => a.matchNumber - b.matchNumber),
  );
  return (
    <div
      role="region"
      aria-label={`${name} bracket`}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-border bg-background/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="flex min-w-max py-3">
        {rounds.map((roundMatches, i) => {
          const roundNumber = i + 1;
          const label = roundLabel(roundNumber, totalRounds);
          return (
            <section key={roundNumber} aria-label={label} className="flex w-36 flex-col sm:w-60">
              <h3 className="mb-2 px-3 text-center text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {label}
              </h3>
              <ol className="flex flex-1 flex-col">
                {roundMatches.map((match) => (
                  <li key={match.id} className="relative flex flex-1 items-center px-3 py-3">
                    {roundNumber > 1 ? (
                      <span aria-hidden="true" className={cn(line, "top-1/2 left-0 w-3 border-t")} />
                    ) : null}
                    {roundNumber < totalRounds ? (
                      <>
                        <span aria-hidden="true" className={cn(line, "top-1/2 right-0 w-3 border-t")} />
                        <span
                          aria-hidden="true"
                          className={cn(
                            line,
                            "right-0 h-1/2 border-r",
                            match.matchNumber % 2 === 1 ? "top-1/2" : "top-0",
                          )}
                        />
                      </>
                    ) : null}
                    <MatchBox
                      match={match}
                      label={`${label}, match ${match.matchNumber}`}
                      ownTeamId={ownTeamId ?? null}
                    />
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}

const line = "pointer-events-none absolute border-slate-400/70";

function MatchBox({ match, label, ownTeamId }: { match: Match; label: string; ownTeamId: string | null }) {
  const bye = isBye(match);
  const showScores = !bye && (match.status === "in_progress" || match.status === "completed");
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        "relative w-full rounded-lg border bg-card text-sm shadow-md",
        match.status === "in_progress" ? "border-amber-300/80" : "border-border",
      )}
    >
      <div className="overflow-hidden rounded-[inherit]">
        <TeamRow
          name={match.team1Name}
          placeholder={bye && !match.team1Id ? "Bye" : "TBD"}
          score={showScores ? match.team1Score : null}
          winner={match.winnerId !== null && match.winnerId === match.team1Id}
          own={ownTeamId !== null && match.team1Id === ownTeamId}
        />
        <div className="border-t border-border" />
        <TeamRow
          name={match.team2Name}
          placeholder={bye && !match.team2Id ? "Bye" : "TBD"}
          score={showScores ? match.team2Score : null}
          winner={match.winnerId !== null && match.winnerId === match.team2Id}
          own={ownTeamId !== null && match.team2Id === ownTeamId}
        />
      </div>
      {match.status === "in_progress" ? (
        <p className="absolute -top-2.5 right-2 flex items-center gap-1 rounded-full border border-amber-300/80 bg-background px-1.5 text-[11px] leading-4 font-semibold text-amber-100">
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-amber-300" />
          Live
        </p>
      ) : null}
    </div>
  );
}

type TeamRowProps = { name: string | null; placeholder: string; score: number | null; winner: boolean; own: boolean };

function TeamRow({ name, placeholder, score, winner, own }: TeamRowProps) {
  return (
    <div
      className={cn(
        "flex items-center gap-2 px-2 py-1.5",
        winner && "bg-emerald-400/20 font-semibold text-emerald-50",
        own && "ring-1 ring-sky-300/70 ring-inset",
      )}
    >
      {winner ? <Trophy aria-hidden="true" className="size-3.5 shrink-0 text-amber-300" /> : null}
      <span
        className={cn("line-clamp-2 min-w-0 flex-1 leading-snug break-words", !name && "text-muted-foreground italic")}
        title={name ?? undefined}
      >
        {name ?? placeholder}
        {winner ? <span className="sr-only"> (winner)</span> : null}
        {own ? <span className="sr-only"> (your team)</span> : null}
      </span>
      {score !== null ? <span className="tabular-nums">{score}</span> : null}
    </div>
  );
}
