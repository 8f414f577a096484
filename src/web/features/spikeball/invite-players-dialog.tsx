// My Team's Invite Players dialog: approved players on no team (not me), searched by name or email, each with Invite.
import { LoaderCircle, UserPlus } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { toast } from "sonner";
import { SPIKEBALL_TEXTS, type TeamView } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ApiError } from "@/web/lib/api-client";
import { useInvitableUsers } from "./api/get-invitable-users";
import { useInvitePlayer } from "./api/invite-player";

export function InvitePlayersDialog({ team }: { team: TeamView }) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const deferred = useDeferredValue(search.trim());
  const users = useInvitableUsers(deferred, open);
  const invite = useInvitePlayer();
  const searchId = useId();

  const send = (userId: string, name: string) =>
    invite.mutate(
      { teamId: team.id, userId },
      {
        onSuccess: () => {
          setInvited((before) => new Set(before).add(userId));
          toast.success("Invite sent", { description: `${name} is invited to ${team.name}.` });
        },
        onError: (error) =>
          toast.error(SPIKEBALL_TEXTS.sendInviteFailed, {
            description: error instanceof ApiError ? error.message : SPIKEBALL_TEXTS.tryAgain,
          }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <UserPlus aria-hidden="true" />
          Invite Players
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>Invite Players</DialogTitle>
        <DialogDescription>Approved players who are not on a team yet can join {team.name}.</DialogDescription>
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
            <p className="text-sm text-muted-foreground">Loading players…</p>
          ) : users.isError ? (
            <p role="alert" className="text-sm text-red-300">
              Failed to load players.
            </p>
          ) : users.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No available players found</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {users.data.map((user) => {
                const busy = invite.isPending && invite.variables?.userId === user.id;
                const done = invited.has(user.id);
                return (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{user.name}</p>
                      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                    </div>
                    <Button
                      size="sm"
                      onClick={() => send(user.id, user.name)}
                      disabled={busy || done}
                      aria-label={done ? `${user.name} invited` : `Invite ${user.name}`}
                    >
                      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                      {done ? "Invited" : "Invite"}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
