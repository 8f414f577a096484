// The teams' demo part, after the applications': two teams with members, and Aisha's pending invite to the first.
import type { DemoCast } from "../demo-players";
import { createTeam } from "./create-team";
import { invitePlayer } from "./invite-player";
import { respondToInvite } from "./respond-to-invite";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

export async function seedDemoTeams(deps: UseCaseDeps, { maya, jordan, aisha, sofia, noah, leo }: DemoCast) {
  const ninjas = await createTeam(deps, maya, "Net Ninjas");
  for (const member of [jordan, leo]) {
    const invite = await invitePlayer(deps, maya, ninjas.id, member.id);
    await respondToInvite(deps, member, invite.id, "accepted");
  }
  const force = await createTeam(deps, sofia, "Spike Force");
  const invite = await invitePlayer(deps, sofia, force.id, noah.id);
  await respondToInvite(deps, noah, invite.id, "accepted");
  await invitePlayer(deps, maya, ninjas.id, aisha.id);
}
