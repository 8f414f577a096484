// The hub's My Invites tab: each pending invite with its game and date, to accept or decline.
import type { UseQueryResult } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { toast } from "sonner";
import type { JengaInvite } from "@/domain/jenga/jenga-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { ApiError } from "@/web/lib/api-client";
import { useRespondToInvite } from "./api/respond-to-invite";
import { formatDate } from "./format";

export function InvitesTab({ invites }: { invites: UseQueryResult<JengaInvite[]> }) {
  const respond = useRespondToInvite();
  if (invites.isPending) return <p className="text-muted-foreground">Loading invites…</p>;
  if (invites.isError) {
    return (
      <p role="alert" className="text-red-300">
        Failed to load invites.
      </p>
    );
  }
  if (invites.data.length === 0) return <p className="text-muted-foreground">No pending invites</p>;

  const answer = (invite: JengaInvite, response: "accepted" | "declined") =>
    respond.mutate(
      { inviteId: invite.id, response },
      {
        onSuccess: () =>
          toast.success(response === "accepted" ? "Invite Accepted" : "Invite Declined", {
            description: response === "accepted" ? `You are now a player in ${invite.gameName}` : `${invite.gameName}`,
          }),
        onError: (error) =>
          toast.error("Failed to respond to invite", {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      },
    );

  return (
    <ul className="flex flex-col gap-3">
      {invites.data.map((invite) => {
        const busy = respond.isPending && respond.variables?.inviteId === invite.id;
        return (
          <li key={invite.id}>
            <Card className="py-4">
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{invite.gameName}</h3>
                  <p className="text-sm text-muted-foreground">Invited {formatDate(invite.createdAt)}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => answer(invite, "accepted")}
                    disabled={busy}
                    aria-label={`Accept invite to ${invite.gameName}`}
                  >
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => answer(invite, "declined")}
                    disabled={busy}
                    aria-label={`Decline invite to ${invite.gameName}`}
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
