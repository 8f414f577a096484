// The dashboard's My Team tab: my team with its members (x/max, captain badge, joined dates) and the Invite Players
// dialog while there is room; with no team, the create-team form, whose creator becomes captain.
import { Plus, Users } from "lucide-react";
import { useId } from "react";
import { toast } from "@/web/lib/toast";
import type { Me } from "@/domain/accounts/account-schemas";
import { type TeamView, createTeamSchema } from "@/domain/spikeball/spikeball-schemas";
import { TEAM_NAME_MAX_LENGTH, hasRoom, memberCountLabel } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { formatDate } from "@/web/lib/format-date";
import { useCreateTeam } from "./api/create-team";
import { useMyTeam } from "./api/get-team";
import { InvitePlayersDialog } from "./invite-players-dialog";
import { CaptainBadge } from "../spikeball-badges";

export function MyTeamTab({ me }: { me: Me }) {
  const team = useMyTeam();
  if (team.isPending) return <p className="text-muted-foreground">Loading your team…</p>;
  if (team.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{SPIKEBALL_TEXTS.loadTeamsFailed}</p>
        <Button onClick={() => void team.refetch()}>Try Again</Button>
      </div>
    );
  }
  return team.data ? <TeamCard team={team.data} me={me} /> : <CreateTeamForm />;
}

function TeamCard({ team, me }: { team: TeamView; me: Me }) {
  const count = team.members.length;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <CardTitle asChild>
              <h2 className="break-words">{team.name}</h2>
            </CardTitle>
            <CardDescription>
              <Users aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" />
              Members {memberCountLabel(count, team.maxPlayers)}
            </CardDescription>
          </div>
          {hasRoom(count, team.maxPlayers) ? <InvitePlayersDialog team={team} /> : null}
        </div>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label={`Members of ${team.name}`}>
          {team.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {member.name}
                  {member.userId === me.id ? <span className="text-muted-foreground"> (you)</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
              </div>
              {member.role === "captain" ? <CaptainBadge /> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function CreateTeamForm() {
  const id = useId();
  const create = useCreateTeam();
  const { register, submit, formState } = useSchemaForm(createTeamSchema, {
    defaultValues: { name: "" },
    mode: "onChange",
  });

  const onSubmit = submit(({ name }) =>
    create.mutate(name, {
      onSuccess: (team) => toast.success("Team created", { description: `You are the captain of ${team.name}.` }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Create a Team</h2>
        </CardTitle>
        <CardDescription>
          You are not on a team yet. Create one and invite players, or accept an invite.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <Label htmlFor={id}>Team name</Label>
            <Input id={id} maxLength={TEAM_NAME_MAX_LENGTH} autoComplete="off" {...register("name")} />
          </div>
          <SubmitButton pending={create.isPending} disabled={!formState.isValid} icon={<Plus aria-hidden="true" />}>
            Create Team
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
