// `/admin/spikeball-user-docs`: admins only, like /admin/dashboard; anyone else goes to /admin/login.
import { Navigate } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { useSession } from "@/web/features/accounts/use-session";
import { SpikeballUserDocsPage } from "@/web/features/spikeball/spikeball-user-docs-page";

export function SpikeballUserDocsRoute() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-in" && session.user.role === "admin") return <SpikeballUserDocsPage />;
  return <Navigate to="/admin/login" replace />;
}
