// Jenga Admin, Create Game: a name; the server gives the game its code.
import { Plus } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { createGameSchema } from "@/domain/jenga/jenga-schemas";
import { GAME_NAME_MAX_LENGTH, JENGA_TEXTS } from "@/domain/jenga/jenga-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useCreateGame } from "./api/create-game";

export function CreateGameTab({ onCreated }: { onCreated: () => void }) {
  const { register, submit, formState, reset } = useSchemaForm(createGameSchema, {
    defaultValues: { name: "" },
    // The specification's toast beside the error under the field.
    invalidToast: (first) => ({ title: "Error", description: first ?? JENGA_TEXTS.gameNameRequired }),
  });
  const create = useCreateGame();

  const onSubmit = submit((values) =>
    create.mutate(values, {
      onSuccess: (game) => {
        reset();
        toast.success("Game Created", { description: `${game.name}: game code ${game.gameCode}` });
        onCreated();
      },
    }),
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
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
          <SubmitButton pending={create.isPending} icon={<Plus aria-hidden="true" />} className="self-start">
            Create Game
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
