// The student dashboard wired to the session and the features it shows: shown on / and on /dashboard. Under the
// cards: today's schedule, friends, the calendar feed and the student's data.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import type { Me } from "@/domain/accounts/account-schemas";
import { PRIVACY_TEXTS } from "@/domain/privacy/privacy-texts";
import { clearSession } from "@/web/features/accounts/api/sign-out";
import { useSignOutToHome } from "@/web/features/accounts/use-sign-out-to-home";
import { StudentDashboard } from "@/web/features/dashboard/student-dashboard";
import { FriendsInClass } from "@/web/features/friends/friends-in-class";
import { FriendsSection } from "@/web/features/friends/friends-section";
import { MessagesDialog } from "@/web/features/messaging/messages-dialog";
import { YourDataCard } from "@/web/features/privacy/your-data-card";
import { CalendarFeedControl } from "@/web/features/schedule/calendar-feed-control";
import { ScheduleSummary } from "@/web/features/schedule/schedule-summary";
import { TodayScheduleCard } from "@/web/features/schedule/today-schedule-card";

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
      {isStudent && <FriendsSection me={user} />}
      <CalendarFeedControl />
      <YourDataCard onAccountDeleted={signOutAfterDeletion} />
    </StudentDashboard>
  );
}
