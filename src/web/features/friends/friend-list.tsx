// My friends, each with whether they share with me, View week when they do, and Remove or Block (asked twice).
import { Ban, Eye, UserMinus, UsersRound } from "lucide-react";
import { useState } from "react";
import type { Friend } from "@/domain/friends/friends-schemas";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useBlockStudent } from "./api/block-student";
import { useRemoveFriend } from "./api/remove-friend";

export function FriendList({
  friends,
  onOpen,
  openFriendId,
}: {
  friends: Friend[];
  onOpen: (id: string) => void;
  openFriendId: string | null;
}) {
  if (!friends.length) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-6 text-center">
        <UsersRound aria-hidden="true" className="size-7 text-accent" />
        <p className="font-semibold">No friends yet</p>
        <p className="text-sm text-muted-foreground">Send a request by email or personal code under Requests.</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="My friends">
      {friends.map((friend) => (
        <FriendRow key={friend.id} friend={friend} onOpen={onOpen} isOpen={openFriendId === friend.id} />
      ))}
    </ul>
  );
}

function FriendRow({ friend, onOpen, isOpen }: { friend: Friend; onOpen: (id: string) => void; isOpen: boolean }) {
  const remove = useRemoveFriend();
  const block = useBlockStudent();
  const [confirming, setConfirming] = useState<"remove" | "block" | null>(null);
  const confirm = () => {
    const action = confirming === "remove" ? remove : block;
    action.mutate(friend.id, {
      onSuccess: () => toast.success(confirming === "remove" ? `${friend.name} removed` : `${friend.name} blocked`),
    });
    setConfirming(null);
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-background/40 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{friend.name}</p>
        <p className="text-sm break-all text-muted-foreground">{friend.email}</p>
        <p
          className={`mt-1 text-xs font-semibold ${friend.sharesWithMe ? "text-emerald-300" : "text-muted-foreground"}`}
        >
          {friend.sharesWithMe ? "Shares their schedule with you" : "Not sharing with you"}
        </p>
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">
            {confirming === "remove" ? `Remove ${friend.name}?` : `Block ${friend.name}?`}
          </span>
          <Button size="sm" variant="destructive" onClick={confirm}>
            {confirming === "remove" ? "Remove" : "Block"}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {friend.sharesWithMe && (
            <Button size="sm" onClick={() => onOpen(friend.id)} aria-pressed={isOpen}>
              <Eye aria-hidden="true" />
              View week<span className="sr-only"> of {friend.name}</span>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setConfirming("remove")}>
            <UserMinus aria-hidden="true" />
            Remove<span className="sr-only"> {friend.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming("block")}>
            <Ban aria-hidden="true" />
            Block<span className="sr-only"> {friend.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
