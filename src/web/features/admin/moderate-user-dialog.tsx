// The admin's Moderate dialog for one user: reactivate, suspend (with a reason) or ban (with a reason and hours).
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import {
  type AccountStatusChange,
  accountStatusChangeSchema,
  MODERATION_REASON_MAX_LENGTH,
} from "@/domain/accounts/account-schemas";
import type { AdminUser } from "@/domain/admin/admin-schemas";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useSetUserStatus } from "./api/set-user-status";

/**
 * The dialog's fields as typed (a reason, hours as text) turned into the status change the domain's schema checks:
 * a reason only to block, hours only to ban (empty: for good).
 */
const moderationFormSchema = z
  .object({ status: accountStatusChangeSchema.shape.status, reason: z.string(), banHours: z.string() })
  .transform(({ status, reason, banHours }): AccountStatusChange => ({
    status,
    reason: status === "active" ? null : reason,
    banHours: status === "banned" && banHours.trim() ? Number(banHours) : null,
  }))
  .pipe(accountStatusChangeSchema);

export function ModerateUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const setStatus = useSetUserStatus();
  // Only statuses different from the current one are offered.
  const options = (["active", "suspended", "banned"] as const).filter((s) => s !== user.status);
  const { register, submit, formState, control } = useSchemaForm(moderationFormSchema, {
    defaultValues: { status: options[0]!, reason: "", banHours: "" },
  });
  const status = useWatch({ control, name: "status" });
  const id = useId();
  const onSubmit = submit((change) =>
    setStatus.mutate(
      { userId: user.id, ...change },
      {
        onSuccess: () => {
          toast.success(`${user.email} is now ${change.status}`);
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Moderate user</DialogTitle>
        <DialogDescription>
          {user.email} is {user.status}.
        </DialogDescription>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <FormField id={`${id}-action`} label="Action" registration={register("status")}>
            {(control) => (
              <select {...control} className={fieldControlClass}>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o === "active" ? "Reactivate" : o === "suspended" ? "Suspend" : "Ban"}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {status !== "active" && (
            <FormField
              id={`${id}-reason`}
              label="Reason"
              registration={register("reason")}
              error={formState.errors.reason}
            >
              {(control) => <Input {...control} required maxLength={MODERATION_REASON_MAX_LENGTH} />}
            </FormField>
          )}
          {status === "banned" && (
            <FormField
              id={`${id}-hours`}
              label="Ban duration in hours (empty: permanent)"
              registration={register("banHours")}
              error={formState.errors.banHours}
            >
              {(control) => <Input {...control} type="number" min={1} inputMode="numeric" />}
            </FormField>
          )}
          <SubmitButton variant={status === "active" ? "default" : "destructive"} pending={setStatus.isPending}>
            Apply
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
