// Jenga Admin, Finish Game: an active game, its winner, and its loser (any other approved player).
import { Flag, LoaderCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@/web/lib/toast";
import type { AdminGame } from "@/domain/jenga/jenga-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass } from "@/web/components/ui/input";
import { useFinishGame } from "./api/finish-game";

const SELECT_PROMPT = "Please select a game, winner, and loser";

export function FinishGameTab({ games }: { games: AdminGame[] }) {
  const active = games.filter((g) => g.status === "active");
  const [gameId, setGameId] = useState("");
  const [winner, setWinner] = useState("");
  const [loser, setLoser] = useState("");
  const finish = useFinishGame();
  const game = active.find((g) => g.id === gameId);
  const players = game?.approvedPlayers ?? [];
  // A choice that no longer exists (the game finished elsewhere, the winner became the loser) counts as none.
  const winnerId = players.some((p) => p.userId === winner) ? winner : "";
  const loserId = loser !== winnerId && players.some((p) => p.userId === loser) ? loser : "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!game || !winnerId || !loserId) {
      toast.error("Error", { description: SELECT_PROMPT });
      return;
    }
    const names = new Map(players.map((p) => [p.userId, p.name]));
    finish.mutate(
      { gameId: game.id, winnerUserId: winnerId, loserUserId: loserId },
      {
        onSuccess: () => {
          toast.success("Game Finished", { description: `${names.get(winnerId)} won ${game.name}` });
          setGameId("");
          setWinner("");
          setLoser("");
        },
      },
    );
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle asChild>
          <h2>Finish Game</h2>
        </CardTitle>
        <CardDescription>
          The winner gets +15 points, the loser -10 and loses this game&apos;s block points; ratings change by Elo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {active.length === 0 ? (
          <p className="text-muted-foreground">No active games to finish.</p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormField id="jenga-finish-game" label="Game">
              {(control) => (
                <select
                  {...control}
                  className={fieldControlClass}
                  value={game ? gameId : ""}
                  onChange={(event) => {
                    setGameId(event.target.value);
                    setWinner("");
                    setLoser("");
                  }}
                >
                  <option value="">Select a game</option>
                  {active.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name} ({g.gameCode})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="jenga-finish-winner" label="Winner">
              {(control) => (
                <select
                  {...control}
                  className={fieldControlClass}
                  value={winnerId}
                  disabled={!game}
                  onChange={(event) => setWinner(event.target.value)}
                >
                  <option value="">Select the winner</option>
                  {players.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {p.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="jenga-finish-loser" label="Loser">
              {(control) => (
                <select
                  {...control}
                  className={fieldControlClass}
                  value={loserId}
                  disabled={!game}
                  onChange={(event) => setLoser(event.target.value)}
                >
                  <option value="">Select the loser</option>
                  {players
                    .filter((p) => p.userId !== winnerId)
                    .map((p) => (
                      <option key={p.userId} value={p.userId}>
                        {p.name}
                      </option>
                    ))}
                </select>
              )}
            </FormField>
            <Button type="submit" variant="destructive" disabled={finish.isPending} className="self-start">
              {finish.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Flag aria-hidden="true" />
              )}
              Finish Game
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
