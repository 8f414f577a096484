// Friend requests to me (Accept, Decline) and the ones I sent (Withdraw).
import { Check, X } from "lucide-react";
import type { FriendsOverview } from "@/domain/friends/friends-schemas";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useAnswerFriendRequest } from "./api/answer-friend-request";

export function FriendRequests({ data }: { data: FriendsOverview }) {
  const answer = useAnswerFriendRequest();
  const act = (requestId: string, verb: "accept" | "decline" | "cancel", done: string) =>
    answer.mutate({ requestId, answer: verb }, { onSuccess: () => toast.success(done) });
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="font-semibold">Requests to you</h3>
        {data.incoming.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No requests right now.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Requests to you">
            {data.incoming.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 rounded-lg border border-border bg-background/40 p-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{r.person.name}</p>
                  <p className="text-sm break-all text-muted-foreground">{r.person.email}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => act(r.id, "accept", `You and ${r.person.name} are now friends`)}>
                    <Check aria-hidden="true" />
                    Accept<span className="sr-only"> {r.person.name}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => act(r.id, "decline", "Request declined")}>
                    <X aria-hidden="true" />
                    Decline<span className="sr-only"> {r.person.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Sent requests</h3>
        {data.outgoing.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No requests waiting for an answer.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Sent requests">
            {data.outgoing.map((r) => (
              <li
                key={r.id}
                className="flex items-center justify-between gap-2 rounded-lg border border-border bg-background/40 p-3"
              >
                <p className="min-w-0 font-semibold break-words">{r.person.name}</p>
                <Button size="sm" variant="outline" onClick={() => act(r.id, "cancel", "Request withdrawn")}>
                  Withdraw<span className="sr-only"> request to {r.person.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
