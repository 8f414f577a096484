// My Team's Invite Players dialog: approved players on no team (not me), searched by name or email, each with Invite.
import { useState } from "react";
import { toast } from "@/web/lib/toast";
import type { PlayerView, TeamView } from "@/domain/spikeball/spikeball-schemas";
import { UserInviteDialog } from "@/web/components/user-invite-dialog";
import { useInvitableUsers } from "./api/get-invitable-users";
import { useInvitePlayer } from "./api/invite-player";

export function InvitePlayersDialog({ team }: { team: TeamView }) {
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const invite = useInvitePlayer();

  const send = (user: PlayerView) =>
    invite.mutate(
      { teamId: team.id, userId: user.id },
      {
        onSuccess: () => {
          setInvited((before) => new Set(before).add(user.id));
          toast.success("Invite sent", { description: `${user.name} is invited to ${team.name}.` });
        },
      },
    );

  return (
    <UserInviteDialog
      title="Invite Players"
      description={`Approved players who are not on a team yet can join ${team.name}.`}
      useUsers={useInvitableUsers}
      noun="players"
      emptyText="No available players found"
      invited={(user) => invited.has(user.id)}
      inviting={invite.isPending ? invite.variables?.userId : undefined}
      onInvite={send}
    />
  );
}
