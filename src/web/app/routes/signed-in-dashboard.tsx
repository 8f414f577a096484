// The student dashboard wired to the session and the features it shows: shown on / and on /dashboard. The welcome and
// the cards' frames paint first; the cards' content (signed-in-dashboard-cards.tsx) and the full-width sections under
// them (signed-in-dashboard-sections.tsx) load right after.
import { useQueryClient } from "@tanstack/react-query";
import { lazy } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import type { Me } from "@/domain/accounts/account-schemas";
import { PRIVACY_TEXTS } from "@/domain/privacy/privacy-texts";
import { AfterFirstPaint } from "@/web/components/after-first-paint";
import { clearSession } from "@/web/features/accounts/api/sign-out";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { StudentDashboard } from "@/web/features/dashboard/student-dashboard";
import { MessagesButtonPlaceholder } from "@/web/features/messaging/messages-button-placeholder";
import { ScheduleSummaryLoading } from "@/web/features/schedule/schedule-summary-placeholder";

const loadCards = () => import("@/web/app/routes/signed-in-dashboard-cards");
const ScheduleSummary = lazy(() => loadCards().then((m) => ({ default: m.ScheduleSummary })));
const MessagesDialog = lazy(() => loadCards().then((m) => ({ default: m.MessagesDialog })));

const DashboardSections = lazy(() =>
  import("@/web/app/routes/signed-in-dashboard-sections").then((m) => ({ default: m.DashboardSections })),
);

/** Holds the sections' place while their code loads, so that nothing below them moves into view and back. */
const SECTIONS_PLACEHOLDER = <div className="min-h-dvh" />;

export function SignedInDashboard({ user }: { user: Me }) {
  const { signOut, pending } = useSignOutToHome();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The server ended every session with the account: forget it here too and go home.
  const signOutAfterDeletion = () => {
    clearSession(queryClient);
    toast.success(PRIVACY_TEXTS.accountDeleted);
    void navigate("/");
  };
  return (
    <StudentDashboard
      email={user.email}
      onSignOut={signOut}
      signingOut={pending}
      scheduleSummary={
        <AfterFirstPaint placeholder={<ScheduleSummaryLoading />}>
          <ScheduleSummary />
        </AfterFirstPaint>
      }
      messages={
        <AfterFirstPaint placeholder={<MessagesButtonPlaceholder />}>
          <MessagesDialog me={user} />
        </AfterFirstPaint>
      }
    >
      <AfterFirstPaint placeholder={SECTIONS_PLACEHOLDER}>
        <DashboardSections user={user} onAccountDeleted={signOutAfterDeletion} />
      </AfterFirstPaint>
    </StudentDashboard>
  );
}
