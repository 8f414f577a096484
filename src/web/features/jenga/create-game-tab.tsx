// Jenga Admin, Create Game: a name; the server gives the game its code.
import { LoaderCircle, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@/web/lib/toast";
import { createGameSchema, GAME_NAME_MAX_LENGTH } from "@/domain/jenga/jenga-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useCreateGame } from "./api/create-game";

export function CreateGameTab({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateGame();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createGameSchema.safeParse({ name });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please provide a game name";
      setError(message);
      toast.error("Error", { description: message });
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (game) => {
        setName("");
        toast.success("Game Created", { description: `${game.name}: game code ${game.gameCode}` });
        onCreated();
      },
      onError: (failure) =>
        toast.error("Failed to create game", {
          description: failure instanceof ApiError ? failure.message : undefined,
        }),
    });
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle asChild>
          <h2>Create Game</h2>
        </CardTitle>
        <CardDescription>Players join with the 6-character code the game gets.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id="jenga-game-name" label="Game Name" error={error}>
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={GAME_NAME_MAX_LENGTH}
                placeholder="Friday Lunch Tower"
                autoComplete="off"
              />
            )}
          </FormField>
          <Button type="submit" disabled={create.isPending} className="self-start">
            {create.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            Create Game
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
