// Who may see a Jenga page: signed-in users (others go to `/`, where the home page signs them in or explains a
// blocked account), and for the admin page, admins only.
import { useEffect, type ReactNode } from "react";
import { Navigate } from "react-router";
import { toast } from "@/web/lib/toast";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { PageLoading } from "@/web/app/page-loading";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { useJengaProfile } from "./api/get-profile";
import { JengaShell } from "./jenga-shell";

const isSignedOut = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.code === "account_blocked");

/** Renders `children` with the signed-in player's profile; sends visitors who are not signed in to `/`. */
export function RequireJengaPlayer({
  title,
  children,
}: {
  title: string;
  children: (profile: JengaProfile) => ReactNode;
}) {
  const profile = useJengaProfile();
  const failed = profile.isError && !isSignedOut(profile.error);
  useEffect(() => {
    if (failed) toast.error("Failed to load user data", { id: "jenga-user-data" });
  }, [failed]);

  if (profile.data) return children(profile.data);
  if (profile.isError && isSignedOut(profile.error)) return <Navigate to="/" replace />;
  if (profile.isError) {
    return (
      <JengaShell title={title} isAdmin={false}>
        <div role="alert" className="flex flex-col items-start gap-4">
          <p>Failed to load user data</p>
          <Button onClick={() => void profile.refetch()}>Try Again</Button>
        </div>
      </JengaShell>
    );
  }
  return <PageLoading />;
}

/** Renders `children` for admins; others are told 'Access Denied' and sent to the hub (or home if the check fails). */
export function RequireJengaAdmin({ children }: { children: (profile: JengaProfile) => ReactNode }) {
  const profile = useJengaProfile();
  const denied = profile.data && !profile.data.isAdmin;
  const checkFailed = profile.isError && !isSignedOut(profile.error);
  useEffect(() => {
    if (denied) {
      toast.error("Access Denied", {
        id: "jenga-access-denied",
        description: "You need admin privileges to access this page",
      });
    }
  }, [denied]);
  useEffect(() => {
    if (checkFailed) toast.error("Failed to verify admin status", { id: "jenga-admin-check" });
  }, [checkFailed]);

  if (profile.data?.isAdmin) return children(profile.data);
  if (denied) return <Navigate to="/jenga" replace />;
  if (profile.isError) return <Navigate to="/" replace />;
  return <PageLoading />;
}
