// An admin creates a tournament, in setup.
import { type CreateTournamentInput, createTournamentSchema } from "../../../../domain/spikeball/tournament-schemas";
import { spikeballTournaments } from "../../../db/schema";
import { announceTournament } from "./tournament-events";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

export async function createTournament(
  { db, realtime }: UseCaseDeps,
  admin: { id: string },
  input: CreateTournamentInput,
) {
  const values = createTournamentSchema.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(spikeballTournaments)
      .values({
        name: values.name,
        description: values.description,
        maxTeams: values.maxTeams,
        startDate: values.startDate ? new Date(values.startDate) : null,
        endDate: values.endDate ? new Date(values.endDate) : null,
        createdBy: admin.id,
      })
      .returning();
    await announceTournament(tx, realtime, row!.id, "created");
    return row!;
  });
}
