// The dashboard's My Team tab: my team with its members (x/max, captain badge, joined dates) and the Invite Players
// dialog while there is room; with no team, the create-team form, whose creator becomes captain.
import { Users } from "lucide-react";
import { lazy, Suspense } from "react";
import type { Me } from "@/domain/accounts/account-schemas";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { hasRoom, memberCountLabel } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate } from "@/web/lib/format-date";
import { useMyTeam } from "./api/get-team";
import { InvitePlayersDialog } from "./invite-players-dialog";
import { CaptainBadge } from "../spikeball-badges";

const CreateTeamFields = lazy(() => import("./create-team-fields").then((m) => ({ default: m.CreateTeamFields })));

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
        {/* The form library comes with the fields, after the page's first paint (the page's budget, decision 025). */}
        <Suspense fallback={<div className="min-h-11" />}>
          <CreateTeamFields />
        </Suspense>
      </CardContent>
    </Card>
  );
}
