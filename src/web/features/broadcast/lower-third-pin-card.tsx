// Admins set the lower-third generator's PIN here, unless LOWER_THIRD_PIN on the server fixes it.
import { KeyRound, LoaderCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@/web/lib/toast";
import {
  LOWER_THIRD_PIN_LENGTH,
  LOWER_THIRD_TEXTS,
  type LowerThirdPinStatus,
  lowerThirdPinSchema,
} from "@/domain/broadcast/lower-third";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { useSetLowerThirdPin } from "./api/set-lower-third-pin";

function describeStatus(status: LowerThirdPinStatus): string {
  if (status.source === "environment") return LOWER_THIRD_TEXTS.pinFromEnvironment;
  if (status.configured) return "A PIN is set. Saving a new one replaces it at once.";
  return `${LOWER_THIRD_TEXTS.notConfigured}: nobody can open /lower-third until you set one.`;
}

export function LowerThirdPinCard({ status }: { status: LowerThirdPinStatus }) {
  const setPin = useSetLowerThirdPin();
  const [error, setError] = useState<string | undefined>();
  const fixed = status.source === "environment";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = lowerThirdPinSchema.safeParse(new FormData(form).get("pin"));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPin.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        toast.success("Lower-third PIN saved");
      },
      onError: (e) =>
        toast.error("Failed to save the PIN", { description: e instanceof ApiError ? e.message : undefined }),
    });
  };

  return (
    <Card className="gap-4 py-4" data-testid="lower-third-pin-card">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-xl">
            <KeyRound aria-hidden="true" className="size-5 text-accent" />
            Lower-Third PIN
          </h2>
        </CardTitle>
        <CardDescription>{describeStatus(status)}</CardDescription>
      </CardHeader>
      {fixed ? null : (
        <CardContent className="px-4">
          <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <FormField id="lower-third-new-pin" label="New PIN" error={error} className="w-40">
              {(control) => (
                <Input
                  {...control}
                  name="pin"
                  type="password"
                  maxLength={LOWER_THIRD_PIN_LENGTH}
                  autoComplete="new-password"
                  required
                />
              )}
            </FormField>
            <Button type="submit" disabled={setPin.isPending}>
              {setPin.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Save PIN
            </Button>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
