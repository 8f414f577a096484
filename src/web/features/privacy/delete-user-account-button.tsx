// The admin console's "Delete account" on a user's row: a confirmation naming the account, then the deletion.
import { Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "@/web/lib/toast";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { useDeleteUserAccount } from "./api/delete-user-account";
import { Spinner } from "@/web/components/ui/spinner";

export function DeleteUserAccountButton({ user }: { user: { id: string; name: string; email: string } }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUserAccount();
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Account deleted", { description: user.email });
      },
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Delete account ${user.email}`}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Delete account?</DialogTitle>
        <DialogDescription className="break-all">
          {user.name} ({user.email})
        </DialogDescription>
        <p className="flex gap-2.5 rounded-lg border border-rose-300/50 bg-rose-950/60 p-3 text-sm text-rose-50">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-200" />
          <span>
            The account and all its data are deleted at once: schedule, messages (with yours), friends, games, Spikeball
            application and receipt. They are signed out everywhere. This cannot be undone.
          </span>
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Delete account
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
