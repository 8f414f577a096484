// The student dashboard wired to the session: shown on / and on /dashboard.
import type { Me } from "@/domain/accounts/account-schemas";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { StudentDashboard } from "@/web/features/dashboard/student-dashboard";

export function SignedInDashboard({ user }: { user: Me }) {
  const { signOut, pending } = useSignOutToHome();
  return <StudentDashboard email={user.email} onSignOut={signOut} signingOut={pending} />;
}
