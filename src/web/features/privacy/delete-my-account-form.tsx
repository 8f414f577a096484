// The delete-my-account dialog's form: the password, checked by the domain's schema, then the deletion. A refusal
// (a wrong password) is said under the field, selected for retyping.
import { useId } from "react";
import { deleteMyAccountSchema } from "@/domain/privacy/privacy-schemas";
import { Button } from "@/web/components/ui/button";
import { DialogClose } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import type { useDeleteMyAccount } from "./api/delete-my-account";

type DeleteMyAccountFormProps = { remove: ReturnType<typeof useDeleteMyAccount>; onDeleted: () => void };

export function DeleteMyAccountForm({ remove, onDeleted }: DeleteMyAccountFormProps) {
  const { register, submit, formState, setError, setFocus } = useSchemaForm(deleteMyAccountSchema, {
    defaultValues: { password: "" },
  });
  const id = useId();

  const onSubmit = submit((values) =>
    remove.mutate(values, {
      onSuccess: onDeleted,
      onError: (failure) => {
        setError("password", { type: "server", message: failure.message });
        setFocus("password", { shouldSelect: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField
        id={`${id}-password`}
        label="Your password"
        registration={register("password")}
        error={formState.errors.password}
      >
        {(control) => <Input {...control} type="password" autoComplete="current-password" />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="outline" disabled={remove.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton variant="destructive" pending={remove.isPending}>
          Delete my account
        </SubmitButton>
      </div>
    </form>
  );
}
