// `/admin/spikeball-user-docs`: admins only, with the same check as /admin/dashboard (admin-only.tsx): anyone else is
// signed out and sent to /admin/login.
import { AdminOnly } from "@/web/app/routes/admin-only";
import { SpikeballUserDocsPage } from "@/web/features/spikeball/spikeball-user-docs-page";

export function SpikeballUserDocsRoute() {
  return <AdminOnly>{() => <SpikeballUserDocsPage />}</AdminOnly>;
}
