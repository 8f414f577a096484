// Jenga Admin: invite a user to a game. Accepting the invite makes them an approved player.
import { LoaderCircle, UserPlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { toast } from "sonner";
import type { AdminGame } from "@/domain/jenga/jenga-schemas";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ApiError } from "@/web/lib/api-client";
import { useInvitableUsers } from "./api/get-invitable-users";
import { useInvitePlayer } from "./api/invite-player";

export function InvitePlayerDialog({ game }: { game: AdminGame }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const users = useInvitableUsers(deferred, open);
  const invite = useInvitePlayer();
  const playing = new Set(game.approvedPlayers.map((p) => p.userId));
  const searchId = `jenga-invite-search-${game.id}`;

  const send = (userId: string, name: string) =>
    invite.mutate(
      { gameId: game.id, userId },
      {
        onSuccess: () => toast.success("Invite Sent", { description: `${name} is invited to ${game.name}` }),
        onError: (error) =>
          toast.error("Failed to send invite", {
            description: error instanceof ApiError ? error.message : "Please try again.",
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary" aria-label={`Invite a player to ${game.name}`}>
          <UserPlus aria-hidden="true" />
          Invite Player
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Invite a Player</DialogTitle>
        <DialogDescription>
          Invite someone to {game.name}. When they accept, they become an approved player.
        </DialogDescription>
        <div className="flex flex-col gap-2">
          <Label htmlFor={searchId}>Search by name or email</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="max-h-80 overflow-y-auto" aria-live="polite">
          {users.isPending ? (
            <p className="text-sm text-muted-foreground">Loading users…</p>
          ) : users.isError ? (
            <p role="alert" className="text-sm text-red-300">
              Failed to load users.
            </p>
          ) : users.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No users found</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {users.data.map((user) => (
                <li key={user.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{user.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                  </div>
                  {playing.has(user.id) ? (
                    <span className="text-xs text-muted-foreground">Playing</span>
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => send(user.id, user.name)}
                      disabled={invite.isPending && invite.variables?.userId === user.id}
                      aria-label={`Invite ${user.name}`}
                    >
                      {invite.isPending && invite.variables?.userId === user.id ? (
                        <LoaderCircle aria-hidden="true" className="animate-spin" />
                      ) : null}
                      Invite
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
