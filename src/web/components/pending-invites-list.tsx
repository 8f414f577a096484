// A list of pending invites, each with what it is for, a line about it, and Accept and Decline: the Jenga hub's My
// Invites and the spikeball dashboard's team invites. The feature answers the invite and raises its own toasts.
import type { UseQueryResult } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";

export type InviteAnswer = "accepted" | "declined";

type PendingInvitesListProps<T extends { id: string }> = {
  invites: UseQueryResult<T[]>;
  /** The game or team the invite is to: the card's heading and the buttons' names. */
  nameOf: (invite: T) => string;
  /** The line under the heading: who invited me, when. */
  detailOf: (invite: T) => ReactNode;
  /** The invite whose answer is on its way (its buttons wait). */
  answering?: string;
  onAnswer: (invite: T, answer: InviteAnswer) => void;
  "aria-label"?: string;
};

export function PendingInvitesList<T extends { id: string }>({
  invites,
  nameOf,
  detailOf,
  answering,
  onAnswer,
  "aria-label": label,
}: PendingInvitesListProps<T>) {
  if (invites.isPending) return <p className="text-muted-foreground">Loading invites…</p>;
  if (invites.isError) {
    return (
      <p role="alert" className="text-red-300">
        Failed to load invites.
      </p>
    );
  }
  if (invites.data.length === 0) return <p className="text-muted-foreground">No pending invites</p>;

  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {invites.data.map((invite) => {
        const name = nameOf(invite);
        const busy = answering === invite.id;
        return (
          <li key={invite.id}>
            <Card className="py-4">
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{name}</h3>
                  <p className="text-sm text-muted-foreground">{detailOf(invite)}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => onAnswer(invite, "accepted")}
                    disabled={busy}
                    aria-label={`Accept invite to ${name}`}
                  >
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onAnswer(invite, "declined")}
                    disabled={busy}
                    aria-label={`Decline invite to ${name}`}
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
