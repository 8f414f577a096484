// Admins set the lower-third generator's PIN here, unless LOWER_THIRD_PIN on the server fixes it.
import { KeyRound } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { type LowerThirdPinStatus, setLowerThirdPinSchema } from "@/domain/broadcast/lower-third";
import { LOWER_THIRD_PIN_LENGTH, LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useSetLowerThirdPin } from "./api/set-lower-third-pin";

function describeStatus(status: LowerThirdPinStatus): string {
  if (status.source === "environment") return LOWER_THIRD_TEXTS.pinFromEnvironment;
  if (status.configured) return "A PIN is set. Saving a new one replaces it at once.";
  return `${LOWER_THIRD_TEXTS.notConfigured}: nobody can open /lower-third until you set one.`;
}

export function LowerThirdPinCard({ status }: { status: LowerThirdPinStatus }) {
  const setPin = useSetLowerThirdPin();
  const { register, submit, formState, reset } = useSchemaForm(setLowerThirdPinSchema, {
    defaultValues: { pin: "" },
  });
  const fixed = status.source === "environment";

  const onSubmit = submit(({ pin }) =>
    setPin.mutate(pin, {
      onSuccess: () => {
        reset();
        toast.success("Lower-third PIN saved");
      },
    }),
  );

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
          <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
            <FormField
              id="lower-third-new-pin"
              label="New PIN"
              registration={register("pin")}
              error={formState.errors.pin}
              className="w-40"
            >
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  maxLength={LOWER_THIRD_PIN_LENGTH}
                  autoComplete="new-password"
                  required
                />
              )}
            </FormField>
            <SubmitButton pending={setPin.isPending}>Save PIN</SubmitButton>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
