// `/admin/dashboard`: admins only. The console itself comes later; the server checks the role on every admin API.
import { Navigate } from "react-router";
import { ComingLaterPage } from "@/web/app/coming-later-page";
import { PageLoading } from "@/web/app/page-loading";
import { useSession } from "@/web/features/accounts/use-session";

export function AdminDashboardRoute() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-in" && session.user.role === "admin") {
    return <ComingLaterPage pageName="Admin Dashboard" />;
  }
  return <Navigate to="/admin/login" replace />;
}
