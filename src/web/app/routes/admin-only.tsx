// Admin pages: admins only (the server checks the role on every admin API as well); anyone else goes to /admin/login.
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Me } from "@/domain/accounts/account-schemas";
import { PageLoading } from "@/web/app/page-loading";
import { useSession } from "@/web/features/accounts/use-session";

export function AdminOnly({ children }: { children: (admin: Me) => ReactNode }) {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-in" && session.user.role === "admin") return children(session.user);
  return <Navigate to="/admin/login" replace />;
}
