// One team in the admin's Teams panel: its members (each removable), Rename, Delete, and adding a player while
// the team has room.
import { UserMinus, UserPlus } from "lucide-react";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { hasRoom, memberCountLabel } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { addMemberSchema, type PlayerView, type TeamView } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useAddMember } from "./api/add-member";
import { useRemoveMember } from "./api/remove-member";
import { DeleteTeamDialog } from "./delete-team-dialog";
import { PlayerSelect } from "./player-select";
import { RenameTeamDialog } from "./rename-team-dialog";
import { CaptainBadge } from "../spikeball-badges";

export function TeamCard({ team, available }: { team: TeamView; available: PlayerView[] }) {
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
  const add = useAddMember();
  const { control, submit, reset } = useSchemaForm(addMemberSchema, { defaultValues: { userId: "" } });
  const userId = useWatch({ control, name: "userId" });
  if (!hasRoom(team.members.length, team.maxPlayers)) {
    return <p className="text-sm text-muted-foreground">{SPIKEBALL_TEXTS.teamFull(team.maxPlayers)}</p>;
  }
  if (available.length === 0)
    return <p className="text-sm text-muted-foreground">{SPIKEBALL_TEXTS.noAvailableUsers}</p>;
  // A search can take the chosen player out of the list: the choice goes with it.
  const chosen = available.find((u) => u.id === userId);
  const onSubmit = submit(() => {
    if (!chosen) return;
    add.mutate(
      { teamId: team.id, userId: chosen.id },
      {
        onSuccess: () => {
          toast.success("Member added", { description: `${chosen.name} joined ${team.name}.` });
          reset();
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-2">
        <Label htmlFor={selectId}>Add a member to {team.name}</Label>
        <Controller
          control={control}
          name="userId"
          render={({ field }) => (
            <PlayerSelect
              id={selectId}
              value={chosen?.id ?? ""}
              onChange={field.onChange}
              noChoice="Choose a player…"
              players={available}
            />
          )}
        />
      </div>
      <SubmitButton
        size="sm"
        variant="secondary"
        pending={add.isPending}
        disabled={!chosen}
        icon={<UserPlus aria-hidden="true" />}
      >
        Add Member
      </SubmitButton>
    </form>
  );
}
