import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "@/web/lib/toast";
import { requestPasswordResetSchema } from "@/domain/accounts/account-schemas";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useRequestPasswordReset } from "./api/request-password-reset";

type ForgotPasswordFormProps = { defaultEmail?: string; autoFocus?: boolean; onBack: () => void };

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ defaultEmail = "", autoFocus = false, onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const { register, submit, formState } = useSchemaForm(requestPasswordResetSchema, {
    defaultValues: { email: defaultEmail },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = submit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        toast.success("Check your email!", {
          description: "If an account uses that address, a reset link is on its way.",
        });
      },
    }),
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter the email you signed up with and we will mail you a link to choose a new password.
        </p>
      </div>
      {sentTo ? (
        <p role="status" className="flex gap-2 rounded-lg border border-emerald-300/40 bg-emerald-300/10 p-4 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-200" />
          <span className="min-w-0">
            If an account uses <strong className="wrap-anywhere">{sentTo}</strong>, we have sent it a link to reset the
            password. The link works for one hour.
          </span>
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="forgot-email" label="Email" registration={register("email")} error={formState.errors.email}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" required autoFocus={autoFocus} />
          )}
        </FormField>
        <SubmitButton size="lg" pending={request.isPending} pendingLabel="Sending…">
          Send reset link
        </SubmitButton>
      </form>
      <Button variant="ghost" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </div>
  );
}
