// `/`: the home page in the specification's order (see homeView).
// Most first visits end on the hero, so the other views are loaded only when shown: that keeps the dashboard,
// the restriction screen and the auth card's forms out of the landing page's download (docs/decisions/012).
import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { PageLoading } from "@/web/app/page-loading";
import { RestrictionScreenView } from "@/web/app/routes/restriction-screen-view";
import { parseAuthMode } from "@/web/features/accounts/auth-mode";
import { SessionUnavailable } from "@/web/features/accounts/session-unavailable";
import { useSession } from "@/web/features/accounts/use-session";
import { homeView } from "@/web/features/home/home-view";
import { LandingPage } from "@/web/features/home/landing-page";

const SignedInDashboard = lazy(() =>
  import("@/web/app/routes/signed-in-dashboard").then((m) => ({ default: m.SignedInDashboard })),
);
const loadAuthCard = () => import("@/web/features/accounts/auth-card");
const AuthCard = lazy(() => loadAuthCard().then((m) => ({ default: m.AuthCard })));

export function HomeRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const authCardChosen = parseAuthMode(params.get("mode")) !== null;
  const view = homeView(session.status, authCardChosen);
  // A link to a way in (`?mode=`) will show the auth card: fetch its code while the session is being checked.
  useEffect(() => {
    if (authCardChosen) void loadAuthCard();
  }, [authCardChosen]);

  switch (view) {
    case "spinner":
      return <PageLoading />;
    case "session-unavailable":
      return session.status === "unavailable" ? <SessionUnavailable onRetry={session.retry} /> : null;
    case "restriction":
      return session.status === "blocked" ? <RestrictionScreenView block={session.block} /> : null;
    case "dashboard":
      return session.status === "signed-in" ? (
        <Suspense fallback={<PageLoading />}>
          <SignedInDashboard user={session.user} />
        </Suspense>
      ) : null;
    case "auth-card":
      return (
        <LandingPage
          authCard={
            <Suspense fallback={<PageLoading />}>
              <AuthCard />
            </Suspense>
          }
        />
      );
    case "hero":
      return <LandingPage />;
  }
}
