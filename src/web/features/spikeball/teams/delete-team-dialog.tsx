// The admin's Delete dialog for one team, which says what goes with it.
import { Trash2 } from "lucide-react";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { toast } from "@/web/lib/toast";
import { useDeleteTeam } from "./api/delete-team";

export function DeleteTeamDialog({ team }: { team: TeamView }) {
  const remove = useDeleteTeam();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="destructive" aria-label={`Delete ${team.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={`Delete ${team.name}?`}
      description="The team, its members and its pending invites are removed. This cannot be undone."
      confirmLabel="Delete Team"
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(team.id, {
          onSuccess: () => {
            toast.success("Team deleted", { description: team.name });
            close();
          },
        })
      }
    />
  );
}
