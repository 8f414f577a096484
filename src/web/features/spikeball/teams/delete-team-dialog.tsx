// The admin's Delete dialog for one team, which says what goes with it.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { toast } from "@/web/lib/toast";
import { useDeleteTeam } from "./api/delete-team";

export function DeleteTeamDialog({ team }: { team: TeamView }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTeam();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive" aria-label={`Delete ${team.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Delete {team.name}?</DialogTitle>
        <DialogDescription>
          The team, its members and its pending invites are removed. This cannot be undone.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(team.id, {
                onSuccess: () => {
                  toast.success("Team deleted", { description: team.name });
                  setOpen(false);
                },
              })
            }
          >
            Delete Team
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
