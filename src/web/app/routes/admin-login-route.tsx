// `/admin/login`: signs in, lets admins through to the console, and signs anyone else out again at once.
import { Navigate, useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import { PageLoading } from "@/web/app/page-loading";
import { useAdminSignIn } from "@/web/features/accounts/use-admin-sign-in";
import { useSession } from "@/web/features/accounts/use-session";
import { AdminLoginPage, type AdminCredentials } from "@/web/features/admin/admin-login-page";

const ADMIN_DASHBOARD_PATH = "/admin/dashboard";

export function AdminLoginRoute() {
  const session = useSession();
  const adminSignIn = useAdminSignIn();
  const navigate = useNavigate();

  if (session.status === "loading") return <PageLoading />;
  // Already an admin when arriving (not while this page's own sign-in is under way: it navigates itself).
  if (adminSignIn.isIdle && session.status === "signed-in" && session.user.role === "admin") {
    return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;
  }

  const onSubmit = async (credentials: AdminCredentials) => {
    try {
      await adminSignIn.mutateAsync(credentials);
    } catch {
      // The refusal's toast comes from the mutation's meta.
      adminSignIn.reset();
      return;
    }
    toast.success("Admin login successful");
    void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
  };

  return <AdminLoginPage onSubmit={(credentials) => void onSubmit(credentials)} pending={adminSignIn.isPending} />;
}
