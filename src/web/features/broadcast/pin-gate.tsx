// The lower-third generator's PIN gate: a 4-character password field and 'Access'. The server checks the PIN
// (and limits attempts); a wrong one shows 'Invalid PIN' / 'Please try again', a right one gives this browser the
// server's grant, which opens the generator (see useUnlockLowerThird).
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, LockKeyhole } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import { unlockLowerThirdSchema } from "@/domain/broadcast/lower-third";
import { LOWER_THIRD_PIN_LENGTH, LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useLowerThirdPin } from "./api/get-lower-third-pin";
import { useUnlockLowerThird } from "./api/unlock-lower-third";

export function PinGate({ title }: { title: string }) {
  const status = useLowerThirdPin();
  const unlock = useUnlockLowerThird();
  const { register, handleSubmit, resetField, setFocus } = useForm({
    resolver: zodResolver(unlockLowerThirdSchema),
    defaultValues: { pin: "" },
  });
  const notConfigured = status.data?.configured === false;

  const submit = handleSubmit(({ pin }) =>
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
          <Button type="submit" size="lg" disabled={unlock.isPending || notConfigured}>
            {unlock.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {LOWER_THIRD_TEXTS.access}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
