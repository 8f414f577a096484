// The student dashboard wired to the session and the features it shows: shown on / and on /dashboard. Under the
// cards: today's schedule, friends, the calendar feed, notifications on this device and the student's data.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import type { Me } from "@/domain/accounts/account-schemas";
import { PRIVACY_TEXTS } from "@/domain/privacy/privacy-texts";
import { clearSession } from "@/web/features/accounts/api/sign-out";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { StudentDashboard } from "@/web/features/dashboard/student-dashboard";
import { FriendsInClass } from "@/web/features/friends/friends-in-class";
import { MessagesDialog } from "@/web/features/messaging/messages-dialog";
import { ScheduleSummary } from "@/web/features/schedule/schedule-summary";
import { TodayScheduleCard } from "@/web/features/schedule/today-schedule-card";

// The sections under today's classes (friends, the calendar feed, your data) come with their forms, dialogs and
// schemas: they load once the page has its code, not before its first paint.
const FriendsSection = lazy(() =>
  import("@/web/features/friends/friends-section").then((m) => ({ default: m.FriendsSection })),
);
const CalendarFeedControl = lazy(() =>
  import("@/web/features/schedule/calendar-feed-control").then((m) => ({ default: m.CalendarFeedControl })),
);
const PushSettingsCard = lazy(() =>
  import("@/web/features/push/push-settings-card").then((m) => ({ default: m.PushSettingsCard })),
);
const YourDataCard = lazy(() =>
  import("@/web/features/privacy/your-data-card").then((m) => ({ default: m.YourDataCard })),
);

/** Holds the sections' place while their code loads, so that nothing below them moves into view and back. */
const SECTIONS_LOADING = <div className="min-h-dvh" />;

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
  // Friends are for students of a school (the server refuses anyone else).
  const isStudent = user.role === "student" && user.schoolId !== null;
  return (
    <StudentDashboard
      email={user.email}
      onSignOut={signOut}
      signingOut={pending}
      scheduleSummary={<ScheduleSummary />}
      messages={<MessagesDialog me={user} />}
    >
      <TodayScheduleCard
        userId={user.id}
        classExtra={
          isStudent ? (scheduled, weekday) => <FriendsInClass entryId={scheduled.id} weekday={weekday} /> : undefined
        }
      />
      <Suspense fallback={SECTIONS_LOADING}>
        {isStudent && <FriendsSection me={user} />}
        <CalendarFeedControl />
        <PushSettingsCard />
        <YourDataCard onAccountDeleted={signOutAfterDeletion} />
      </Suspense>
    </StudentDashboard>
  );
}
