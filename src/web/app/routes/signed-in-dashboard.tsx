// The student dashboard wired to the session and the features it shows: shown on / and on /dashboard.
import type { Me } from "@/domain/accounts/account-schemas";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { StudentDashboard } from "@/web/features/dashboard/student-dashboard";
import { MessagesDialog } from "@/web/features/messaging/messages-dialog";

export function SignedInDashboard({ user }: { user: Me }) {
  const { signOut, pending } = useSignOutToHome();
  return (
    <StudentDashboard
      email={user.email}
      onSignOut={signOut}
      signingOut={pending}
      scheduleSummary={<p className="text-muted-foreground">Your classes for today, with live timing.</p>}
      messages={<MessagesDialog me={user} />}
    />
  );
}
