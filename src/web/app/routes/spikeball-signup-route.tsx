// `/spikeball-signup`: signed-in users only. Its own module, so the page does not download the dashboard's code.
import { SignedInOnly } from "@/web/app/routes/signed-in-only";
import { SpikeballSignupPage } from "@/web/features/spikeball/applications/spikeball-signup-page";

export function SpikeballSignupRoute() {
  return <SignedInOnly>{(me) => <SpikeballSignupPage me={me} />}</SignedInOnly>;
}
