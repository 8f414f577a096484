// The leaderboard's full rankings, one page of them: rank, name, rating, points, games, win rate and average points per
// game. A table from the small breakpoint up; on a phone, one compact card per player so nothing scrolls sideways.
// The page controls (`children`) go under the list.
import type { ReactNode } from "react";
import { averagePointsPerGame, winRate } from "@/domain/jenga/jenga-rules";
import type { LeaderboardRow } from "@/domain/jenga/jenga-schemas";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

export function RankingsTable({
  players,
  me,
  children,
}: {
  players: LeaderboardRow[];
  me: string;
  children?: ReactNode;
}) {
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="jenga-rankings">Full Rankings</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <PhoneRankings players={players} me={me} />
        <div className="hidden sm:block">
          <table className="w-full text-sm" aria-labelledby="jenga-rankings">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="px-2 py-2 font-medium">
                  Rank
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Name
                </th>
                <Numeric>Rating</Numeric>
                <Numeric>Points</Numeric>
                <Numeric>Games</Numeric>
                <Numeric>Win Rate</Numeric>
                <Numeric>Avg / Game</Numeric>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr
                  key={player.userId}
                  className={cn("border-b border-border/60 last:border-0", player.userId === me && "bg-primary/15")}
                >
                  <td className="px-2 py-2.5 font-semibold tabular-nums">{player.rank}</td>
                  <th scope="row" className="max-w-48 truncate px-2 py-2.5 text-left font-medium">
                    {player.userName}
                    {player.userId === me ? <span className="text-muted-foreground"> (you)</span> : null}
                  </th>
                  <Cell>{player.rating}</Cell>
                  <Cell>{player.totalPoints}</Cell>
                  <Cell>{player.gamesPlayed}</Cell>
                  <Cell>{winRate(player.gamesWon, player.gamesPlayed)}%</Cell>
                  <Cell>{averagePointsPerGame(player.totalPoints, player.gamesPlayed)}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

function Numeric({ children }: { children: string }) {
  return (
    <th scope="col" className="px-2 py-2 text-right font-medium">
      {children}
    </th>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <td className="px-2 py-2.5 text-right tabular-nums">{children}</td>;
}

function PhoneRankings({ players, me }: { players: LeaderboardRow[]; me: string }) {
  return (
    <ol start={players[0]?.rank} className="flex flex-col gap-2 sm:hidden" aria-labelledby="jenga-rankings">
      {players.map((player) => (
        <li
          key={player.userId}
          className={cn("rounded-lg border border-border px-3 py-2.5", player.userId === me && "bg-primary/15")}
        >
          <p className="flex items-baseline gap-2 font-medium">
            <span className="font-semibold tabular-nums">{player.rank}.</span>
            <span className="min-w-0 truncate">{player.userName}</span>
            {player.userId === me ? <span className="text-muted-foreground">(you)</span> : null}
          </p>
          <dl className="mt-1.5 grid grid-cols-5 gap-1 text-center text-xs">
            <PhoneStat label="Rating" value={player.rating} />
            <PhoneStat label="Points" value={player.totalPoints} />
            <PhoneStat label="Games" value={player.gamesPlayed} />
            <PhoneStat label="Win Rate" value={`${winRate(player.gamesWon, player.gamesPlayed)}%`} />
            <PhoneStat label="Avg / Game" value={averagePointsPerGame(player.totalPoints, player.gamesPlayed)} />
          </dl>
        </li>
      ))}
    </ol>
  );
}

function PhoneStat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
