// The student dashboard's full-width sections under the cards: today's schedule, friends, the calendar feed and the
// student's data. Loaded once the top of the dashboard has painted (signed-in-dashboard.tsx).
import type { Me } from "@/domain/accounts/account-schemas";
import { FriendsInClass } from "@/web/features/friends/friends-in-class";
import { FriendsSection } from "@/web/features/friends/friends-section";
import { YourDataCard } from "@/web/features/privacy/your-data-card";
import { CalendarFeedControl } from "@/web/features/schedule/calendar-feed-control";
import { TodayScheduleCard } from "@/web/features/schedule/today-schedule-card";

export function DashboardSections({ user, onAccountDeleted }: { user: Me; onAccountDeleted: () => void }) {
  // Friends are for students of a school (the server refuses anyone else).
  const isStudent = user.role === "student" && user.schoolId !== null;
  return (
    <>
      <TodayScheduleCard
        userId={user.id}
        classExtra={
          isStudent ? (scheduled, weekday) => <FriendsInClass entryId={scheduled.id} weekday={weekday} /> : undefined
        }
      />
      {isStudent && <FriendsSection me={user} />}
      <CalendarFeedControl />
      <YourDataCard onAccountDeleted={onAccountDeleted} />
    </>
  );
}
