// `/auth`: the auth card on its own page, for links from the game and spikeball pages and from our mails.
import { Navigate } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { AuthCard } from "@/web/features/accounts/auth-card";
import { SessionUnavailable } from "@/web/features/accounts/session-unavailable";
import { useSession } from "@/web/features/accounts/use-session";
import { LandingPage } from "@/web/features/home/landing-page";

export function AuthRoute() {
  const session = useSession();
  switch (session.status) {
    case "loading":
      return <PageLoading />;
    case "unavailable":
      return <SessionUnavailable onRetry={session.retry} />;
    case "signed-in":
    case "blocked":
      // Home shows the dashboard, or the restriction screen.
      return <Navigate to="/" replace />;
    case "signed-out":
      return <LandingPage authCard={<AuthCard />} />;
  }
}
