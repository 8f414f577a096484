// Edit Bracket: the admin places teams in the first-round slots by hand, or seeds chosen teams at random with byes
// spread so that no two meet. An empty slot is a bye; byes advance automatically when the bracket is published.
import { Pencil, Shuffle } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/web/lib/toast";
import {
  type BracketTeam,
  firstRoundSlotsSchema,
  type Tournament,
  type TournamentDetail,
} from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { fieldControlClass } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { useAssignFirstRound } from "./api/assign-first-round";
import { useBracketTeams } from "./api/get-bracket-teams";
import { useTournamentDetail } from "./api/get-tournament-detail";
import { useSeedBracket } from "./api/seed-bracket";

export function BracketEditorDialog({ tournament }: { tournament: Tournament }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Edit Bracket: ${tournament.name}`}>
          <Pencil aria-hidden="true" />
          Edit Bracket
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogTitle>Edit Bracket: {tournament.name}</DialogTitle>
        <DialogDescription>
          Place teams in the first round. An empty slot is a bye, and two byes cannot meet.
        </DialogDescription>
        {open ? <EditorBody tournament={tournament} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditorBody({ tournament, onDone }: { tournament: Tournament; onDone: () => void }) {
  const detail = useTournamentDetail(tournament.id);
  const teams = useBracketTeams();
  if (detail.isPending || teams.isPending) return <p className="text-muted-foreground">Loading bracket…</p>;
  if (detail.isError || teams.isError) {
    return (
      <p role="alert" className="text-red-300">
        {TOURNAMENT_TEXTS.loadTournamentDataFailed}
      </p>
    );
  }
  return <Editor tournament={tournament} detail={detail.data} teams={teams.data} onDone={onDone} />;
}

/** The first round's slots by match number; an empty slot (null) is a bye. */
const slotsOf = (detail: TournamentDetail) => ({
  slots: detail.matches
    .filter((m) => m.roundNumber === 1)
    .sort((a, b) => a.matchNumber - b.matchNumber)
    .map((m) => ({ matchNumber: m.matchNumber, team1Id: m.team1Id, team2Id: m.team2Id })),
});

function Editor({
  tournament,
  detail,
  teams,
  onDone,
}: {
  tournament: Tournament;
  detail: TournamentDetail;
  teams: BracketTeam[];
  onDone: () => void;
}) {
  const { control, submit, reset, getValues } = useSchemaForm(firstRoundSlotsSchema, {
    defaultValues: slotsOf(detail),
  });
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(teams.slice(0, tournament.maxTeams).map((t) => t.id)),
  );
  const assign = useAssignFirstRound();
  const seed = useSeedBracket();
  const matchNumbers = getValues("slots").map((slot) => slot.matchNumber);

  const save = submit(({ slots }) =>
    assign.mutate(
      { tournamentId: tournament.id, slots },
      {
        onSuccess: () => {
          toast.success("Bracket saved", { description: tournament.name });
          onDone();
        },
      },
    ),
  );

  const seedAtRandom = () =>
    seed.mutate(
      { tournamentId: tournament.id, teamIds: [...chosen] },
      {
        onSuccess: (result) => {
          reset(slotsOf(result));
          toast.success("Teams seeded", { description: `${chosen.size} teams placed at random` });
        },
      },
    );

  const toggle = (teamId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(teamId);
      else next.delete(teamId);
      return next;
    });

  return (
    <div className="flex min-h-0 flex-col gap-6 overflow-y-auto [&>*]:shrink-0">
      <section
        aria-labelledby="seed-heading"
        className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4"
      >
        <h3 id="seed-heading" className="font-semibold">
          Seed at random
        </h3>
        {teams.length === 0 ? (
          <p className="text-muted-foreground">No teams yet. Teams are created in the Teams panel.</p>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm text-muted-foreground">
              Teams to seed ({chosen.size} chosen; this bracket takes {tournament.maxTeams / 2} to {tournament.maxTeams}
              )
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {teams.map((team) => (
                <label key={team.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.has(team.id)}
                    onChange={(e) => toggle(team.id, e.target.checked)}
                    className="size-4 accent-primary"
                  />
                  <span className="truncate">{team.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="self-start"
          onClick={seedAtRandom}
          disabled={seed.isPending || chosen.size === 0}
        >
          <Shuffle aria-hidden="true" />
          Seed at Random
        </Button>
      </section>

      <form onSubmit={save} noValidate className="flex flex-col gap-4" aria-labelledby="slots-heading">
        <h3 id="slots-heading" className="font-semibold">
          First-round slots
        </h3>
        <ol className="flex flex-col gap-3">
          {matchNumbers.map((matchNumber, index) => (
            <li key={matchNumber} className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-2">
              <p className="text-sm font-semibold sm:col-span-2">Match {matchNumber}</p>
              {(["team1Id", "team2Id"] as const).map((side, i) => (
                <div key={side} className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={`slot-${matchNumber}-${side}`} className="text-xs">
                    Match {matchNumber}, team {i + 1}
                  </Label>
                  <Controller
                    control={control}
                    name={`slots.${index}.${side}`}
                    render={({ field }) => (
                      <select
                        id={`slot-${matchNumber}-${side}`}
                        ref={field.ref}
                        name={field.name}
                        value={field.value ?? ""}
                        onChange={(e) => field.onChange(e.target.value || null)}
                        onBlur={field.onBlur}
                        className={fieldControlClass}
                      >
                        <option value="">Empty (bye)</option>
                        {teams.map((team) => (
                          <option key={team.id} value={team.id}>
                            {team.name}
                          </option>
                        ))}
                      </select>
                    )}
                  />
                </div>
              ))}
            </li>
          ))}
        </ol>
        <SubmitButton className="self-start" pending={assign.isPending}>
          Save Bracket
        </SubmitButton>
      </form>
    </div>
  );
}
