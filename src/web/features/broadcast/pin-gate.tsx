// The lower-third generator's PIN gate: a 4-character password field and 'Access'. The server checks the PIN
// (and limits attempts); a wrong one shows 'Invalid PIN' / 'Please try again', a right one gives this browser the
// server's grant, which opens the generator (see useUnlockLowerThird).
import { LockKeyhole } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { unlockLowerThirdSchema } from "@/domain/broadcast/lower-third";
import { LOWER_THIRD_PIN_LENGTH, LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useLowerThirdPin } from "./api/get-lower-third-pin";
import { useUnlockLowerThird } from "./api/unlock-lower-third";

export function PinGate({ title }: { title: string }) {
  const status = useLowerThirdPin();
  const unlock = useUnlockLowerThird();
  const { register, submit, resetField, setFocus } = useSchemaForm(unlockLowerThirdSchema, {
    defaultValues: { pin: "" },
  });
  const notConfigured = status.data?.configured === false;

  const onSubmit = submit(({ pin }) =>
    unlock.mutate(pin, {
      onSuccess: () => {
        // An 'Invalid PIN' of an earlier attempt would linger over the opened generator.
        toast.dismiss();
      },
      // The refusal's toast comes from the mutation; the field is emptied for the next try.
      onError: () => {
        resetField("pin");
        setFocus("pin");
      },
    }),
  );

  return (
    <Card className="mx-auto w-full max-w-sm">
      <CardHeader className="items-center gap-3 text-center">
        <LockKeyhole aria-hidden="true" className="size-10 text-accent" />
        <CardTitle asChild>
          <h1 className="text-2xl">{title}</h1>
        </CardTitle>
        <CardDescription>
          {notConfigured
            ? `${LOWER_THIRD_TEXTS.notConfigured}. An administrator can set one in the Sports Control Centre.`
            : `Enter the ${LOWER_THIRD_PIN_LENGTH}-character PIN to open the generator.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="lower-third-pin" label="PIN" registration={register("pin")}>
            {(control) => (
              <Input
                {...control}
                type="password"
                maxLength={LOWER_THIRD_PIN_LENGTH}
                autoComplete="off"
                autoFocus
                required
                disabled={notConfigured}
              />
            )}
          </FormField>
          <SubmitButton size="lg" pending={unlock.isPending} disabled={notConfigured}>
            {LOWER_THIRD_TEXTS.access}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
