// The hub's My Record tab: my statistics and my performance (win rate and average points per game, rounded).
import { averagePointsPerGame, winRate } from "@/domain/jenga/jenga-rules";
import type { JengaStats } from "@/domain/jenga/jenga-schemas";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";

export function RecordTab({ stats }: { stats: JengaStats }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <RecordCard
        title="Statistics"
        rows={[
          ["Total Points", stats.totalPoints],
          ["Rating", stats.rating],
          ["Games Played", stats.gamesPlayed],
          ["Wins", stats.gamesWon],
          ["Losses", stats.gamesLost],
        ]}
      />
      <RecordCard
        title="Performance"
        rows={[
          ["Win Rate", `${winRate(stats.gamesWon, stats.gamesPlayed)}%`],
          ["Average Points per Game", averagePointsPerGame(stats.totalPoints, stats.gamesPlayed)],
        ]}
      />
    </div>
  );
}

function RecordCard({ title, rows }: { title: string; rows: [string, string | number][] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
