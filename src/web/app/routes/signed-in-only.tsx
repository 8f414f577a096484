// Pages for signed-in users only. Visitors go to /auth, which brings them back here after signing in; a blocked
// account goes home, where the restriction screen explains why.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { Me } from "@/domain/accounts/account-schemas";
import { PageLoading } from "@/web/app/page-loading";
import { SessionUnavailable } from "@/web/features/accounts/session-unavailable";
import { useSession } from "@/web/features/accounts/use-session";
import { authUrlReturningTo } from "@/web/lib/return-to";

export function SignedInOnly({ children }: { children: (me: Me) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case "loading":
      return <PageLoading />;
    case "unavailable":
      return <SessionUnavailable onRetry={session.retry} />;
    case "signed-out":
      return <Navigate to={authUrlReturningTo(location.pathname)} replace />;
    case "blocked":
      return <Navigate to="/" replace />;
    case "signed-in":
      return children(session.user);
  }
}
