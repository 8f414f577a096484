import { ArrowLeft, TriangleAlert } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { resetPasswordSchema } from "@/domain/accounts/account-schemas";
import { newPasswordHint, PASSWORD_MIN_LENGTH } from "@/domain/accounts/account-texts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useResetPassword } from "./api/reset-password";

type ResetPasswordFormProps = {
  /** From the mailed link; null when the link was refused (invalid or expired) or is incomplete. */
  token: string | null;
  onDone: () => void;
  onRequestNewLink: () => void;
};

/** The new-password form the mailed reset link opens. */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const { register, submit, formState, showServerError } = useSchemaForm(resetPasswordSchema, {
    defaultValues: { token: token ?? "", newPassword: "", confirmPassword: "" },
  });
  const errors = formState.errors;

  if (!token) {
    return (
      <div className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold">Choose a new password</h2>
        <div role="alert" className="flex gap-3 rounded-lg border border-red-300/40 bg-red-400/10 p-4 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-200" />
          <p>This password reset link is invalid or has expired. Please ask for a new one.</p>
        </div>
        <Button onClick={onRequestNewLink}>Send me a new link</Button>
        <Button variant="ghost" className="self-start" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          Back to Sign In
        </Button>
      </div>
    );
  }

  const onSubmit = submit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success("Password updated", { description: "You can sign in with your new password now." });
          onDone();
        },
        // A password the server refuses (too common, or built from the name or email) goes under the password.
        onError: showServerError,
      },
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg font-semibold">Choose a new password</h2>
        <p className="text-sm text-muted-foreground">After this, you sign in with the new password.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField
          id="reset-new-password"
          label="New Password"
          hint={newPasswordHint(PASSWORD_MIN_LENGTH)}
          registration={register("newPassword")}
          error={errors.newPassword}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
        </FormField>
        <FormField
          id="reset-confirm-password"
          label="Confirm New Password"
          registration={register("confirmPassword")}
          error={errors.confirmPassword}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
        </FormField>
        <SubmitButton size="lg" pending={reset.isPending} pendingLabel="Saving…">
          Set new password
        </SubmitButton>
      </form>
    </div>
  );
}
