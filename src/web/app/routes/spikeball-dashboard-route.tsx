// `/spikeball-dashboard`: signed-in users only. Its own module, so the page does not download the sign-up's code.
import { SignedInOnly } from "@/web/app/routes/signed-in-only";
import { SpikeballDashboardPage } from "@/web/features/spikeball/spikeball-dashboard-page";

export function SpikeballDashboardRoute() {
  return <SignedInOnly>{(me) => <SpikeballDashboardPage me={me} />}</SignedInOnly>;
}
