// `/dashboard`: the student dashboard, or a way to log in.
import { PageLoading } from "@/web/app/page-loading";
import { RestrictionScreenView } from "@/web/app/routes/restriction-screen-view";
import { SignedInDashboard } from "@/web/app/routes/signed-in-dashboard";
import { SessionUnavailable } from "@/web/features/accounts/session-unavailable";
import { useSession } from "@/web/features/accounts/use-session";
import { DashboardLoginPrompt } from "@/web/features/dashboard/dashboard-login-prompt";

export function DashboardRoute() {
  const session = useSession();
  switch (session.status) {
    case "loading":
      return <PageLoading />;
    case "unavailable":
      return <SessionUnavailable onRetry={session.retry} />;
    case "blocked":
      return <RestrictionScreenView block={session.block} />;
    case "signed-in":
      return <SignedInDashboard user={session.user} />;
    case "signed-out":
      return <DashboardLoginPrompt />;
  }
}
