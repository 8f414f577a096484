// The dashboard's Invites tab: each pending invite with its team, who invited me and when, to accept or decline.
import type { UseQueryResult } from "@tanstack/react-query";
import { toast } from "@/web/lib/toast";
import type { TeamInviteView } from "@/domain/spikeball/spikeball-schemas";
import { type InviteAnswer, PendingInvitesList } from "@/web/components/pending-invites-list";
import { formatDate } from "@/web/lib/format-date";
import { useRespondToTeamInvite } from "./api/respond-to-invite";

export function TeamInvitesTab({ invites }: { invites: UseQueryResult<TeamInviteView[]> }) {
  const respond = useRespondToTeamInvite();

  const answer = (invite: TeamInviteView, response: InviteAnswer) =>
    respond.mutate(
      { inviteId: invite.id, response },
      {
        onSuccess: () =>
          toast.success(response === "accepted" ? "Invite accepted" : "Invite declined", {
            description: response === "accepted" ? `You joined ${invite.teamName}.` : invite.teamName,
          }),
      },
    );

  return (
    <PendingInvitesList
      aria-label="Team invites"
      invites={invites}
      nameOf={(invite) => invite.teamName}
      detailOf={(invite) => `Invited by ${invite.invitedByName ?? "a former player"} · ${formatDate(invite.createdAt)}`}
      answering={respond.isPending ? respond.variables?.inviteId : undefined}
      onAnswer={answer}
    />
  );
}
