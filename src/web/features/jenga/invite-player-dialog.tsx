// Jenga Admin: invite a user to a game. Accepting the invite makes them an approved player.
import { toast } from "@/web/lib/toast";
import type { AdminGame, InvitableUser } from "@/domain/jenga/jenga-schemas";
import { UserInviteDialog } from "@/web/components/user-invite-dialog";
import { useInvitableUsers } from "./api/get-invitable-users";
import { useInvitePlayer } from "./api/invite-player";

export function InvitePlayerDialog({ game }: { game: AdminGame }) {
  const invite = useInvitePlayer();
  const playing = new Set(game.approvedPlayers.map((p) => p.userId));

  const send = (user: InvitableUser) =>
    invite.mutate(
      { gameId: game.id, userId: user.id },
      {
        onSuccess: () => toast.success("Invite Sent", { description: `${user.name} is invited to ${game.name}` }),
      },
    );

  return (
    <UserInviteDialog
      title="Invite Player"
      triggerContext={`to ${game.name}`}
      description={`Invite someone to ${game.name}. When they accept, they become an approved player.`}
      useUsers={useInvitableUsers}
      noun="users"
      emptyText="No users found"
      notInvitable={(user) => (playing.has(user.id) ? "Playing" : undefined)}
      inviting={invite.isPending ? invite.variables?.userId : undefined}
      onInvite={send}
    />
  );
}
