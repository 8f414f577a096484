// One match in the control centre: start/pause, both team names, a goal and a minus button per team, Reset Match,
// a link to its full-screen scoreboard and a live preview. What the operator does shows at once; the editor saves it.
import { ExternalLink, Minus, Pause, Play, Plus, RotateCcw } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { formatClock } from "@/domain/broadcast/sports-clock";
import { type SportsMatch, teamNameSchema } from "@/domain/broadcast/sports-schemas";
import { SPORTS_TEXTS, TEAM_NAME_MAX_LENGTH } from "@/domain/broadcast/sports-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useGameSeconds } from "./use-game-seconds";
import { useServerClock } from "./shared-server-clock";
import type { Side } from "./match-editor";
import { ScaledPreview } from "./scaled-preview";
import { useMatchEditor } from "./use-match-editor";

const TEAM_LABEL = { a: "Team A", b: "Team B" } as const;

function TeamControls({
  matchNumber,
  side,
  name,
  score,
  onName,
  onScore,
}: {
  matchNumber: number;
  side: Side;
  name: string;
  score: number;
  onName: (name: string) => void;
  onScore: (difference: number) => void;
}) {
  // What the operator is typing; null shows the saved (or saving) name, which another operator may change.
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = teamNameSchema.safeParse(draft ?? name);
  const id = `match-${matchNumber}-team-${side}`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setDraft(value);
    const valid = teamNameSchema.safeParse(value);
    if (valid.success) onName(valid.data);
  };
  return (
    <div
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-3",
        side === "a" ? "border-blue-500/60 bg-blue-950/40" : "border-red-500/60 bg-red-950/40",
      )}
    >
      <FormField
        id={id}
        label={`${TEAM_LABEL[side]} name`}
        error={draft !== null && !parsed.success ? parsed.error.issues[0]?.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={draft ?? name}
            maxLength={TEAM_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={onChange}
            onBlur={() => setDraft(null)}
          />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onScore(-1)}
          disabled={score <= 0}
          aria-label={`Remove a goal from ${TEAM_LABEL[side]}`}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          className="min-w-12 text-center text-4xl font-black tabular-nums"
          aria-label={`${TEAM_LABEL[side]} score`}
          data-testid={`control-score-${side}`}
        >
          {score}
        </output>
        <Button
          onClick={() => onScore(1)}
          className={side === "a" ? "bg-blue-700 hover:bg-blue-800" : "bg-red-700 hover:bg-red-800"}
        >
          <Plus aria-hidden="true" />
          Goal<span className="sr-only"> for {TEAM_LABEL[side]}</span>
        </Button>
      </div>
    </div>
  );
}

export function MatchControlCard({ row }: { row: SportsMatch }) {
  const n = row.matchNumber;
  const editor = useMatchEditor(n);
  const clock = useServerClock();
  const match = editor.view(row, clock.now());
  const seconds = useGameSeconds(match);
  const headingId = `match-${n}-heading`;

  return (
    <Card className="gap-4 py-4" aria-labelledby={headingId} role="region" data-testid={`match-card-${n}`}>
      <CardHeader className="flex-row items-center justify-between gap-3 px-4">
        <CardTitle asChild>
          <h2 id={headingId} className="text-xl">
            Match {n}
          </h2>
        </CardTitle>
        <div className="flex items-center gap-3">
          <span
            className={cn(
              "rounded-md px-2 py-1 text-xs font-bold tracking-widest",
              match.gameStarted ? "bg-red-600 text-white" : "bg-secondary text-secondary-foreground",
            )}
            data-testid={`control-state-${n}`}
          >
            {match.gameStarted ? SPORTS_TEXTS.live : SPORTS_TEXTS.paused}
          </span>
          <span className="font-mono text-2xl font-bold tabular-nums" data-testid={`control-clock-${n}`}>
            {formatClock(seconds)}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4">
        <ScaledPreview match={match} label={`Live preview of match ${n}`} />
        <div className="grid gap-3 sm:grid-cols-2">
          {(["a", "b"] as const).map((side) => (
            <TeamControls
              key={side}
              matchNumber={n}
              side={side}
              name={side === "a" ? match.teamAName : match.teamBName}
              score={side === "a" ? match.teamAScore : match.teamBScore}
              onName={(name) => editor.editName(side, name)}
              onScore={(difference) => editor.changeScore(side, difference)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => editor.setRunning(!match.gameStarted)} className="min-w-28">
            {match.gameStarted ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {match.gameStarted ? "Pause" : "Start"}
            <span className="sr-only"> match {n} clock</span>
          </Button>
          <Button variant="destructive" onClick={() => editor.reset()}>
            <RotateCcw aria-hidden="true" />
            {SPORTS_TEXTS.resetMatch}
            <span className="sr-only"> {n}</span>
          </Button>
          <Button asChild variant="link" className="ml-auto px-1">
            <a href={`/sports-lower-third-match-${n}`} target="_blank" rel="noopener">
              Scoreboard for OBS
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(match {n}, opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
