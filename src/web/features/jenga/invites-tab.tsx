// The hub's My Invites tab: each pending invite with its game and date, to accept or decline.
import type { UseQueryResult } from "@tanstack/react-query";
import { toast } from "@/web/lib/toast";
import type { JengaInvite } from "@/domain/jenga/jenga-schemas";
import { type InviteAnswer, PendingInvitesList } from "@/web/components/pending-invites-list";
import { formatDate } from "@/web/lib/format-date";
import { useRespondToInvite } from "./api/respond-to-invite";

export function InvitesTab({ invites }: { invites: UseQueryResult<JengaInvite[]> }) {
  const respond = useRespondToInvite();

  const answer = (invite: JengaInvite, response: InviteAnswer) =>
    respond.mutate(
      { inviteId: invite.id, response },
      {
        onSuccess: () =>
          toast.success(response === "accepted" ? "Invite Accepted" : "Invite Declined", {
            description: response === "accepted" ? `You are now a player in ${invite.gameName}` : `${invite.gameName}`,
          }),
      },
    );

  return (
    <PendingInvitesList
      invites={invites}
      nameOf={(invite) => invite.gameName}
      detailOf={(invite) => `Invited ${formatDate(invite.createdAt)}`}
      answering={respond.isPending ? respond.variables?.inviteId : undefined}
      onAnswer={answer}
    />
  );
}
