// Jenga Admin, Create Game: a name; the server gives the game its code.
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import { createGameSchema } from "@/domain/jenga/jenga-schemas";
import { GAME_NAME_MAX_LENGTH, JENGA_TEXTS } from "@/domain/jenga/jenga-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useCreateGame } from "./api/create-game";

export function CreateGameTab({ onCreated }: { onCreated: () => void }) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(createGameSchema),
    defaultValues: { name: "" },
  });
  const create = useCreateGame();

  const submit = handleSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: (game) => {
          reset();
          toast.success("Game Created", { description: `${game.name}: game code ${game.gameCode}` });
          onCreated();
        },
      }),
    // The specification's toast beside the error under the field.
    (errors) => toast.error("Error", { description: errors.name?.message ?? JENGA_TEXTS.gameNameRequired }),
  );

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
          <FormField
            id="jenga-game-name"
            label="Game Name"
            registration={register("name")}
            error={formState.errors.name}
          >
            {(control) => (
              <Input
                {...control}
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
