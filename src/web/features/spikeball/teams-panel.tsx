// The admin's Teams panel: create a team (name, optional captain), and per team rename, delete, add member and
// remove member, with the spec's toasts.
import { LoaderCircle, Pencil, Plus, Trash2, UserMinus, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "@/web/lib/toast";
import {
  SPIKEBALL_TEXTS,
  TEAM_NAME_MAX_LENGTH,
  hasRoom,
  isSameTeamName,
  memberCountLabel,
} from "@/domain/spikeball/spikeball-rules";
import {
  type PlayerView,
  type TeamView,
  adminCreateTeamSchema,
  renameTeamSchema,
} from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { useAdminTeams } from "./api/get-admin-teams";
import { useAddMember, useAdminCreateTeam, useDeleteTeam, useRemoveMember, useRenameTeam } from "./api/manage-teams";
import { CaptainBadge } from "./spikeball-badges";

const SELECT =
  "h-10 w-full rounded-lg border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function TeamsPanel() {
  const teams = useAdminTeams();
  if (teams.isPending) return <p className="text-muted-foreground">Loading teams…</p>;
  if (teams.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{SPIKEBALL_TEXTS.loadTeamsFailed}</p>
        <Button onClick={() => void teams.refetch()}>Try Again</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <CreateTeamCard available={teams.data.availableUsers} />
      {teams.data.teams.length === 0 ? (
        <p className="text-muted-foreground">No teams yet</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Spikeball teams">
          {teams.data.teams.map((team) => (
            <li key={team.id}>
              <TeamCard team={team} available={teams.data.availableUsers} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CreateTeamCard({ available }: { available: PlayerView[] }) {
  const nameId = useId();
  const captainId = useId();
  const [name, setName] = useState("");
  const [captain, setCaptain] = useState("");
  const create = useAdminCreateTeam();
  const parsed = adminCreateTeamSchema.safeParse({ name, captainUserId: captain || null });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const team = parsed.data;
    create.mutate(
      { name: team.name, captainUserId: team.captainUserId ?? null },
      {
        onSuccess: () => {
          toast.success("Team created", { description: team.name });
          setName("");
          setCaptain("");
        },
      },
    );
  };
  return (
    <Card className="py-4">
      <CardHeader>
        <CardTitle asChild>
          <h3>Create Team</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>Team name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={TEAM_NAME_MAX_LENGTH}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={captainId}>Captain</Label>
            <select id={captainId} value={captain} onChange={(e) => setCaptain(e.target.value)} className={SELECT}>
              <option value="">{SPIKEBALL_TEXTS.noCaptain}</option>
              {available.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name} ({user.email})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={!parsed.success || create.isPending}>
            {create.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            Create Team
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TeamCard({ team, available }: { team: TeamView; available: PlayerView[] }) {
  const count = team.members.length;
  const remove = useRemoveMember();
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{team.name}</h3>
            <p className="text-sm text-muted-foreground">Members {memberCountLabel(count, team.maxPlayers)}</p>
          </div>
          <div className="flex gap-2">
            <RenameTeamDialog team={team} />
            <DeleteTeamDialog team={team} />
          </div>
        </div>
        {count > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label={`Members of ${team.name}`}>
            {team.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{member.name}</span>
                  {member.role === "captain" ? <CaptainBadge /> : null}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`Remove ${member.name} from ${team.name}`}
                  onClick={() =>
                    remove.mutate(
                      { teamId: team.id, memberId: member.id },
                      {
                        onSuccess: () => toast.success("Member removed", { description: member.name }),
                      },
                    )
                  }
                >
                  <UserMinus aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No members yet</p>
        )}
        <AddMember team={team} available={available} />
      </CardContent>
    </Card>
  );
}

function AddMember({ team, available }: { team: TeamView; available: PlayerView[] }) {
  const selectId = useId();
  const [userId, setUserId] = useState("");
  const add = useAddMember();
  if (!hasRoom(team.members.length, team.maxPlayers)) {
    return <p className="text-sm text-muted-foreground">{SPIKEBALL_TEXTS.teamFull(team.maxPlayers)}</p>;
  }
  if (available.length === 0)
    return <p className="text-sm text-muted-foreground">{SPIKEBALL_TEXTS.noAvailableUsers}</p>;
  const chosen = available.some((u) => u.id === userId) ? userId : "";
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const user = available.find((u) => u.id === chosen);
    if (!user) return;
    add.mutate(
      { teamId: team.id, userId: user.id },
      {
        onSuccess: () => {
          toast.success("Member added", { description: `${user.name} joined ${team.name}.` });
          setUserId("");
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor={selectId}>Add a member to {team.name}</Label>
        <select id={selectId} value={chosen} onChange={(e) => setUserId(e.target.value)} className={SELECT}>
          <option value="">Choose a player…</option>
          {available.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name} ({user.email})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!chosen || add.isPending}>
        <UserPlus aria-hidden="true" />
        Add Member
      </Button>
    </form>
  );
}

function RenameTeamDialog({ team }: { team: TeamView }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(team.name);
  const rename = useRenameTeam();
  const parsed = renameTeamSchema.safeParse({ name });
  const renamed = parsed.success && !isSameTeamName(team.name, parsed.data.name) ? parsed.data.name : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!renamed) return;
    rename.mutate(
      { teamId: team.id, name: renamed },
      {
        onSuccess: () => {
          toast.success("Team updated", { description: renamed });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setName(team.name);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Rename ${team.name}`}>
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Rename Team</DialogTitle>
        <DialogDescription>Choose a new name for {team.name}.</DialogDescription>
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Team name</Label>
            <Input id={id} value={name} maxLength={TEAM_NAME_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
          </div>
          <Button type="submit" disabled={!renamed || rename.isPending} className="self-end">
            Save
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteTeamDialog({ team }: { team: TeamView }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTeam();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive" aria-label={`Delete ${team.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Delete {team.name}?</DialogTitle>
        <DialogDescription>
          The team, its members and its pending invites are removed. This cannot be undone.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(team.id, {
                onSuccess: () => {
                  toast.success("Team deleted", { description: team.name });
                  setOpen(false);
                },
              })
            }
          >
            Delete Team
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
