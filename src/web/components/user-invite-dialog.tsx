// A dialog that searches people by name or email and invites them one at a time: Jenga Admin's Invite Player and
// the spikeball team's Invite Players. The feature says whom it may list, sends the invite and raises its toasts.
import type { UseQueryResult } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";

export type InvitableUser = { id: string; name: string; email: string };

type UserInviteDialogProps<U extends InvitableUser> = {
  /** The trigger's text, which is also the dialog's title. */
  title: string;
  /**
   * Said to screen readers after the trigger's text, when the text alone does not say what it is for ("to Oak Tower").
   * Not an aria-label: a name must contain the text on screen (WCAG 2.5.3, label in name).
   */
  triggerContext?: string;
  description: string;
  /** The people the search finds; asked only while the dialog is open. Must be the same hook on every render. */
  useUsers: (search: string, enabled: boolean) => UseQueryResult<U[]>;
  /** "users" or "players": in "Loading …" and "Failed to load …". */
  noun: string;
  emptyText: string;
  /** Someone who cannot be invited, with the word shown instead of the button ("Playing"). */
  notInvitable?: (user: U) => string | undefined;
  /** Someone invited while the dialog is open: the button stays, disabled, as "Invited". */
  invited?: (user: U) => boolean;
  /** The person whose invite is on its way. */
  inviting?: string;
  onInvite: (user: U) => void;
};

export function UserInviteDialog<U extends InvitableUser>({
  title,
  triggerContext,
  description,
  useUsers,
  noun,
  emptyText,
  notInvitable,
  invited,
  inviting,
  onInvite,
}: UserInviteDialogProps<U>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const users = useUsers(deferred, open);
  const searchId = useId();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          <UserPlus aria-hidden="true" />
          {title}
          {triggerContext ? <span className="sr-only"> {triggerContext}</span> : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
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
            <p className="text-sm text-muted-foreground">Loading {noun}…</p>
          ) : users.isError ? (
            <p role="alert" className="text-sm text-red-300">
              Failed to load {noun}.
            </p>
          ) : users.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {users.data.map((user) => {
                const instead = notInvitable?.(user);
                const busy = inviting === user.id;
                const done = invited?.(user) ?? false;
                return (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{user.name}</p>
                      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                    </div>
                    {instead ? (
                      <span className="text-xs text-muted-foreground">{instead}</span>
                    ) : (
                      <Button
                        size="sm"
                        onClick={() => onInvite(user)}
                        disabled={busy || done}
                        aria-label={done ? `${user.name} invited` : `Invite ${user.name}`}
                      >
                        {busy ? <Spinner /> : null}
                        {done ? "Invited" : "Invite"}
                      </Button>
                    )}
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
