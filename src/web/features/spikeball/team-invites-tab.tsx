// The dashboard's Invites tab: each pending invite with its team, who invited me and when, to accept or decline.
import type { UseQueryResult } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import { SPIKEBALL_TEXTS, type TeamInviteView } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { ApiError } from "@/web/lib/api-client";
import { type InviteAnswer, useRespondToTeamInvite } from "./api/respond-to-invite";
import { formatDate } from "./format";

export function TeamInvitesTab({ invites }: { invites: UseQueryResult<TeamInviteView[]> }) {
  const respond = useRespondToTeamInvite();
  if (invites.isPending) return <p className="text-muted-foreground">Loading invites…</p>;
  if (invites.isError) {
    return (
      <p role="alert" className="text-red-300">
        Failed to load invites.
      </p>
    );
  }
  if (invites.data.length === 0) return <p className="text-muted-foreground">No pending invites</p>;

  const answer = (invite: TeamInviteView, response: InviteAnswer) =>
    respond.mutate(
      { inviteId: invite.id, response },
      {
        onSuccess: () =>
          toast.success(response === "accepted" ? "Invite accepted" : "Invite declined", {
            description: response === "accepted" ? `You joined ${invite.teamName}.` : invite.teamName,
          }),
        onError: (error) =>
          toast.error(SPIKEBALL_TEXTS.respondFailed, {
            description: error instanceof ApiError ? error.message : SPIKEBALL_TEXTS.tryAgain,
          }),
      },
    );

  return (
    <ul className="flex flex-col gap-3" aria-label="Team invites">
      {invites.data.map((invite) => {
        const busy = respond.isPending && respond.variables?.inviteId === invite.id;
        return (
          <li key={invite.id}>
            <Card className="py-4">
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{invite.teamName}</h3>
                  <p className="text-sm text-muted-foreground">
                    Invited by {invite.invitedByName ?? "a former player"} · {formatDate(invite.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => answer(invite, "accepted")}
                    disabled={busy}
                    aria-label={`Accept invite to ${invite.teamName}`}
                  >
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => answer(invite, "declined")}
                    disabled={busy}
                    aria-label={`Decline invite to ${invite.teamName}`}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
