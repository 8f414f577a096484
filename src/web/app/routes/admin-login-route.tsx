// `/admin/login`: signs in, lets admins through to the console, and signs anyone else out again at once.
import { Navigate, useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import { accountBlockSchema } from "@/domain/accounts/account-schemas";
import { blockedSignInMessage } from "@/domain/accounts/account-status";
import { PageLoading } from "@/web/app/page-loading";
import { formatBanEnd } from "@/web/features/accounts/format-ban-end";
import { AdminCheckError, NotAnAdminError, useAdminSignIn } from "@/web/features/accounts/use-admin-sign-in";
import { useSession } from "@/web/features/accounts/use-session";
import { AdminLoginPage, type AdminCredentials } from "@/web/features/admin/admin-login-page";
import { ApiError } from "@/web/lib/api-client";

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
    } catch (error) {
      adminSignIn.reset();
      toast.error(...adminSignInError(error));
      return;
    }
    toast.success("Admin login successful");
    void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
  };

  return <AdminLoginPage onSubmit={(credentials) => void onSubmit(credentials)} pending={adminSignIn.isPending} />;
}

function adminSignInError(error: unknown): [string, { description?: string }?] {
  if (error instanceof NotAnAdminError) return [error.message];
  if (error instanceof AdminCheckError) return ["Error checking admin privileges", { description: error.message }];
  if (error instanceof ApiError && error.code === "account_blocked") {
    const block = accountBlockSchema.safeParse(error.details);
    if (block.success) return [blockedSignInMessage(block.data, formatBanEnd)];
  }
  if (error instanceof ApiError) return ["Error signing in", { description: error.message }];
  return ["An unexpected error occurred", { description: "Please try again." }];
}
