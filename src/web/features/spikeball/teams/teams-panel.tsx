// The admin's Teams panel: create a team (name, optional captain), and per team rename, delete, add member and
// remove member, with the spec's toasts. The teams come a page at a time, newest first.
import { Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { AVAILABLE_PLAYERS_LIMIT, TEAM_NAME_MAX_LENGTH } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { type PlayerView, adminCreateTeamSchema } from "@/domain/spikeball/spikeball-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { PageNav } from "@/web/components/ui/page-nav";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { toast } from "@/web/lib/toast";
import { useAdminCreateTeam } from "./api/admin-create-team";
import { useAdminTeams } from "./api/get-admin-teams";
import { PlayerSelect } from "./player-select";
import { TeamCard } from "./team-card";
import { usePageCount } from "@/web/lib/use-page-count";

export function TeamsPanel() {
  const [page, setPage] = useState(1);
  const [playerSearch, setPlayerSearch] = useState("");
  const [searched, setSearched] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearched(playerSearch.trim()), 250);
    return () => clearTimeout(timer);
  }, [playerSearch]);
  const teams = useAdminTeams(page, searched);
  // A deletion can leave the last page empty: show the page that is now last.
  const pages = usePageCount(teams, page, setPage);
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
      <PlayerSearch value={playerSearch} onChange={setPlayerSearch} />
      <CreateTeamCard available={teams.data.availableUsers} />
      {teams.data.total === 0 ? (
        <p className="text-muted-foreground">No teams yet</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {teams.data.total} {teams.data.total === 1 ? "team" : "teams"}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Spikeball teams">
            {teams.data.teams.map((team) => (
              <li key={team.id}>
                <TeamCard team={team} available={teams.data.availableUsers} />
              </li>
            ))}
          </ul>
        </>
      )}
      <PageNav label="Team pages" page={page} pageCount={pages} onPage={setPage} />
    </div>
  );
}

/** The captain and Add Member lists hold the first approved players on no team by name; a search finds the others. */
function PlayerSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormField
      id={id}
      label="Find available players"
      hint={`The Captain and Add Member lists show up to ${AVAILABLE_PLAYERS_LIMIT} approved players who are on no team, by name.`}
    >
      {(control) => (
        <Input {...control} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

function CreateTeamCard({ available }: { available: PlayerView[] }) {
  const nameId = useId();
  const captainId = useId();
  const create = useAdminCreateTeam();
  const { register, control, submit, reset, formState } = useSchemaForm(adminCreateTeamSchema, {
    defaultValues: { name: "", captainUserId: null },
    mode: "onChange",
  });
  const captain = useWatch({ control, name: "captainUserId" });
  // A search can take the chosen captain out of the list: the choice goes with it.
  const chosen = available.some((u) => u.id === captain) ? captain : null;
  const onSubmit = submit(({ name }) =>
    create.mutate(
      { name, captainUserId: chosen ?? null },
      {
        onSuccess: () => {
          toast.success("Team created", { description: name });
          reset();
        },
      },
    ),
  );
  return (
    <Card className="py-4">
      <CardHeader>
        <CardTitle asChild>
          <h3>Create Team</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>Team name</Label>
            <Input id={nameId} maxLength={TEAM_NAME_MAX_LENGTH} {...register("name")} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={captainId}>Captain</Label>
            <Controller
              control={control}
              name="captainUserId"
              render={({ field }) => (
                <PlayerSelect
                  id={captainId}
                  value={chosen ?? ""}
                  onChange={(userId) => field.onChange(userId || null)}
                  noChoice={SPIKEBALL_TEXTS.noCaptain}
                  players={available}
                />
              )}
            />
          </div>
          <SubmitButton pending={create.isPending} disabled={!formState.isValid} icon={<Plus aria-hidden="true" />}>
            Create Team
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
