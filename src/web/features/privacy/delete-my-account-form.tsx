// The delete-my-account dialog's form: the password, checked by the domain's schema, then the deletion. A refusal
// (a wrong password) is said under the field, selected for retyping.
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { deleteMyAccountSchema } from "@/domain/privacy/privacy-schemas";
import { Button } from "@/web/components/ui/button";
import { DialogClose } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import type { useDeleteMyAccount } from "./api/delete-my-account";

type DeleteMyAccountFormProps = { remove: ReturnType<typeof useDeleteMyAccount>; onDeleted: () => void };

export function DeleteMyAccountForm({ remove, onDeleted }: DeleteMyAccountFormProps) {
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(deleteMyAccountSchema),
    defaultValues: { password: "" },
  });
  const id = useId();

  const submit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: onDeleted,
      onError: (failure) => {
        setError("password", { type: "server", message: failure.message });
        setFocus("password", { shouldSelect: true });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          Delete my account
        </Button>
      </div>
    </form>
  );
}
