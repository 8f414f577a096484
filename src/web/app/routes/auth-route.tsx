// `/auth`: the auth card on its own page, for links from the game and spikeball pages and from our mails.
import { Navigate, useLocation } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { safeReturnTo } from "@/web/lib/return-to";
import { AuthCard } from "@/web/features/accounts/auth-card";
import { SessionUnavailable } from "@/web/features/accounts/session-unavailable";
import { useSession } from "@/web/features/accounts/use-session";
import { LandingPage } from "@/web/features/home/landing-page";

export function AuthRoute() {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case "loading":
      return <PageLoading />;
    case "unavailable":
      return <SessionUnavailable onRetry={session.retry} />;
    case "signed-in":
      // Back to the game or spikeball page that sent them here (`?returnTo=`), else home and its dashboard.
      return <Navigate to={safeReturnTo(new URLSearchParams(location.search).get("returnTo"))} replace />;
    case "blocked":
      // Home shows the restriction screen.
      return <Navigate to="/" replace />;
    case "signed-out":
      return <LandingPage authCard={<AuthCard />} />;
  }
}
