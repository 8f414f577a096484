// The account page's password change: the current password, the new one twice. On success every other device is
// signed out (the server ends their sessions) and this one stays signed in.
import { ACCOUNT_PAGE_TEXTS as TEXTS } from "@/domain/accounts/account-page-texts";
import { changePasswordSchema } from "@/domain/accounts/account-schemas";
import { newPasswordHint, PASSWORD_MIN_LENGTH } from "@/domain/accounts/account-texts";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { isWrongCurrentPassword, useChangePassword } from "./api/change-password";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, submit, formState, setError, reset, showServerError } = useSchemaForm(changePasswordSchema, {
    defaultValues: EMPTY,
  });
  const errors = formState.errors;

  const onSubmit = submit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast.success(TEXTS.passwordChanged, { description: TEXTS.passwordChangedDescription });
        },
        onError: (error) => {
          if (isWrongCurrentPassword(error)) {
            setError("currentPassword", { type: "server", message: TEXTS.currentPasswordWrong }, { shouldFocus: true });
          } else {
            // A new password the server refuses (too common, or built from the name or email) goes under it.
            showServerError(error);
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        id="account-current-password"
        label={TEXTS.currentPassword}
        registration={register("currentPassword")}
        error={errors.currentPassword}
      >
        {(control) => <Input {...control} type="password" autoComplete="current-password" required />}
      </FormField>
      <FormField
        id="account-new-password"
        label={TEXTS.newPassword}
        hint={newPasswordHint(PASSWORD_MIN_LENGTH)}
        registration={register("newPassword")}
        error={errors.newPassword}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <FormField
        id="account-confirm-password"
        label={TEXTS.confirmNewPassword}
        registration={register("confirmPassword")}
        error={errors.confirmPassword}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" required />}
      </FormField>
      <SubmitButton className="self-start" pending={change.isPending} pendingLabel={TEXTS.changingPassword}>
        {TEXTS.changePasswordSubmit}
      </SubmitButton>
    </form>
  );
}
