// `/`: the home page in the specification's order (see homeView).
import { useSearchParams } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { SignedInDashboard } from "@/web/app/routes/signed-in-dashboard";
import { AuthCard } from "@/web/features/accounts/auth-card";
import { parseAuthMode } from "@/web/features/accounts/auth-mode";
import { RestrictionScreen } from "@/web/features/accounts/restriction-screen";
import { SessionUnavailable } from "@/web/features/accounts/session-unavailable";
import { useSession } from "@/web/features/accounts/use-session";
import { homeView } from "@/web/features/home/home-view";
import { LandingPage } from "@/web/features/home/landing-page";

export function HomeRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const view = homeView(session.status, parseAuthMode(params.get("mode")) !== null);

  switch (view) {
    case "spinner":
      return <PageLoading />;
    case "session-unavailable":
      return session.status === "unavailable" ? <SessionUnavailable onRetry={session.retry} /> : null;
    case "restriction":
      return session.status === "blocked" ? <RestrictionScreen block={session.block} /> : null;
    case "dashboard":
      return session.status === "signed-in" ? <SignedInDashboard user={session.user} /> : null;
    case "auth-card":
      return <LandingPage authCard={<AuthCard />} />;
    case "hero":
      return <LandingPage />;
  }
}
