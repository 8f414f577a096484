// The admin console's "Delete account" on a user's row: a confirmation naming the account, then the deletion.
import { Trash2, TriangleAlert } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { useDeleteUserAccount } from "./api/delete-user-account";

export function DeleteUserAccountButton({ user }: { user: { id: string; name: string; email: string } }) {
  const remove = useDeleteUserAccount();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Delete account ${user.email}`}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      }
      title="Delete account?"
      description={`${user.name} (${user.email})`}
      confirmLabel="Delete account"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(user.id, {
          onSuccess: () => {
            close();
            toast.success("Account deleted", { description: user.email });
          },
        })
      }
    >
      <p className="flex gap-2.5 rounded-lg border border-rose-300/50 bg-rose-950/60 p-3 text-sm text-rose-50">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-200" />
        <span>
          The account and all its data are deleted at once: schedule, messages (with yours), friends, games, Spikeball
          application and receipt. They are signed out everywhere. This cannot be undone.
        </span>
      </p>
    </ConfirmDialog>
  );
}
