// The admin's Edit dialog for one user: email, name, school and whether they are a CAS student.
import { useId } from "react";
import { type AdminUser, editUserSchema } from "@/domain/admin/admin-schemas";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useEditUser } from "./api/edit-user";

export function EditUserDialog({
  user,
  schools,
  onClose,
}: {
  user: AdminUser;
  schools: { id: number; name: string }[];
  onClose: () => void;
}) {
  const edit = useEditUser();
  const { register, submit, formState } = useSchemaForm(editUserSchema, {
    defaultValues: { email: user.email, name: user.name, schoolId: user.schoolId, isCasStudent: user.isCasStudent },
  });
  const id = useId();
  const onSubmit = submit((values) =>
    edit.mutate(
      { userId: user.id, ...values },
      {
        onSuccess: () => {
          toast.success("User updated successfully");
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Edit user</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id={`${id}-email`} label="Email" registration={register("email")} error={formState.errors.email}>
            {(control) => <Input {...control} type="email" required />}
          </FormField>
          <FormField id={`${id}-name`} label="Name" registration={register("name")} error={formState.errors.name}>
            {(control) => <Input {...control} />}
          </FormField>
          <FormField
            id={`${id}-school`}
            label="School"
            registration={register("schoolId", { setValueAs: (value: string) => (value ? Number(value) : null) })}
          >
            {(control) => (
              <select {...control} className={fieldControlClass}>
                <option value="">No school</option>
                {schools.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isCasStudent")} className="size-4 accent-indigo-500" />
            CAS student
          </label>
          <SubmitButton pending={edit.isPending}>Save changes</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
