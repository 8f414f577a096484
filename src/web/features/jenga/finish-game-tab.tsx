// Jenga Admin, Finish Game: an active game, its winner, and its loser (any other approved player).
import { Flag } from "lucide-react";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { toast } from "@/web/lib/toast";
import { type AdminGame, finishGameSchema } from "@/domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "@/domain/jenga/jenga-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useFinishGame } from "./api/finish-game";

/** The domain's winner and loser, and the game they played (its address, not part of the request's body). */
const finishGameFormSchema = finishGameSchema.safeExtend({
  gameId: z.string().min(1, JENGA_TEXTS.selectFinish),
});
const NO_CHOICE = { gameId: "", winnerUserId: "", loserUserId: "" };

export function FinishGameTab({ games }: { games: AdminGame[] }) {
  const active = games.filter((g) => g.status === "active");
  const finish = useFinishGame();
  const { register, submit, formState, control, getValues, setValue, reset } = useSchemaForm(finishGameFormSchema, {
    defaultValues: NO_CHOICE,
    // The toast the specification asks for, beside the errors under the fields.
    invalidToast: (first) => ({ title: "Error", description: first ?? JENGA_TEXTS.selectFinish }),
  });
  const [gameId, winnerId] = useWatch({ control, name: ["gameId", "winnerUserId"] });
  const game = active.find((g) => g.id === gameId);
  const players = game?.approvedPlayers ?? [];

  // A game that is no longer active (it finished elsewhere) counts as none, and so do its players.
  useEffect(() => {
    if (gameId && !game) reset(NO_CHOICE, { keepErrors: true });
  }, [gameId, game, reset]);

  const onSubmit = submit(({ gameId, winnerUserId, loserUserId }) => {
    const name = game?.name ?? "";
    const winnerName = players.find((p) => p.userId === winnerUserId)?.name;
    finish.mutate(
      { gameId, winnerUserId, loserUserId },
      {
        onSuccess: () => {
          toast.success("Game Finished", { description: `${winnerName} won ${name}` });
          reset(NO_CHOICE);
        },
      },
    );
  });

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
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField
              id="jenga-finish-game"
              label="Game"
              registration={register("gameId", {
                // Another game's players are not this one's.
                onChange: () => {
                  setValue("winnerUserId", "");
                  setValue("loserUserId", "");
                },
              })}
              error={formState.errors.gameId}
            >
              {(control) => (
                <select {...control} className={fieldControlClass}>
                  <option value="">Select a game</option>
                  {active.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name} ({g.gameCode})
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id="jenga-finish-winner"
              label="Winner"
              registration={register("winnerUserId", {
                // The winner is not offered as the loser: a loser who became the winner is no choice any more.
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value === getValues("loserUserId")) setValue("loserUserId", "");
                },
              })}
              error={formState.errors.winnerUserId}
            >
              {(control) => (
                <select {...control} className={fieldControlClass} disabled={!game}>
                  <option value="">Select the winner</option>
                  {players.map((p) => (
                    <option key={p.userId} value={p.userId}>
                      {p.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              id="jenga-finish-loser"
              label="Loser"
              registration={register("loserUserId")}
              error={formState.errors.loserUserId}
            >
              {(control) => (
                <select {...control} className={fieldControlClass} disabled={!game}>
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
            <SubmitButton
              variant="destructive"
              pending={finish.isPending}
              icon={<Flag aria-hidden="true" />}
              className="self-start"
            >
              Finish Game
            </SubmitButton>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
