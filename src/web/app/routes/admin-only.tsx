// Admin pages: admins only (the server checks the role on every admin API as well); anyone else goes to /admin/login.
// As the specification has it (core-app.md §6), a signed-in user who is not an admin is signed out first, and a
// visitor who arrives signed out is told why (§8).
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useNavigate } from "react-router";
import type { Me } from "@/domain/accounts/account-schemas";
import { PageLoading } from "@/web/app/page-loading";
import { useSignOut } from "@/web/features/accounts/api/sign-out";
import { useSession } from "@/web/features/accounts/use-session";
import { useSignedOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { toast } from "@/web/lib/toast";

const ADMIN_LOGIN_PATH = "/admin/login";

export function AdminOnly({ children }: { children: (admin: Me) => ReactNode }) {
  const session = useSession();
  const { mutate: signOut } = useSignOut();
  const navigate = useNavigate();
  const isAdmin = session.status === "signed-in" && session.user.role === "admin";
  const notAnAdmin = session.status === "signed-in" && !isAdmin;
  const signedOut = session.status === "signed-out";
  // The admin's own Logout goes home (core-app.md §2), not to the admin login.
  const leaving = useSignedOutToHome();
  // Only a visitor who came signed out needs the word: not an admin whose session ended here (their own Logout, which
  // goes home) nor someone this page has just signed out.
  const cameSignedOut = useRef(true);

  useEffect(() => {
    if (isAdmin || notAnAdmin) cameSignedOut.current = false;
    if (notAnAdmin) {
      // Sent on even if the sign-out fails: this page is not theirs either way.
      signOut(undefined, { onSettled: () => void navigate(ADMIN_LOGIN_PATH, { replace: true }) });
    }
    if (signedOut && cameSignedOut.current) {
      toast.error("Please log in to access this page", { id: "admin-login-required" });
    }
  }, [isAdmin, notAnAdmin, signedOut, signOut, navigate]);

  if (session.status === "loading" || notAnAdmin || (signedOut && leaving)) return <PageLoading />;
  if (isAdmin) return children(session.user);
  return <Navigate to={ADMIN_LOGIN_PATH} replace />;
}
