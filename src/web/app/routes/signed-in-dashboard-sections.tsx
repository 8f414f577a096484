// The student dashboard's full-width sections under the cards: today's schedule, friends, the calendar feed and the
// student's data. Loaded once the top of the dashboard has painted (signed-in-dashboard.tsx), and rendered one
// after the other in separate tasks (useInTurns): all at once, they held a phone's main thread for a long moment.
import type { Me } from "@/domain/accounts/account-schemas";
import { FriendsInClass } from "@/web/features/friends/friends-in-class";
import { FriendsSection } from "@/web/features/friends/friends-section";
import { YourDataCard } from "@/web/features/privacy/your-data-card";
import { CalendarFeedControl } from "@/web/features/schedule/calendar-feed-control";
import { TodayScheduleCard } from "@/web/features/schedule/today-schedule-card";
import { useInTurns } from "@/web/lib/use-idle";

export function DashboardSections({ user, onAccountDeleted }: { user: Me; onAccountDeleted: () => void }) {
  // Friends are for students of a school (the server refuses anyone else).
  const isStudent = user.role === "student" && user.schoolId !== null;
  const sections = [
    <TodayScheduleCard
      key="schedule"
      userId={user.id}
      classExtra={
        isStudent ? (scheduled, weekday) => <FriendsInClass entryId={scheduled.id} weekday={weekday} /> : undefined
      }
    />,
    isStudent && <FriendsSection key="friends" me={user} />,
    <CalendarFeedControl key="calendar" />,
    <YourDataCard key="data" onAccountDeleted={onAccountDeleted} />,
  ].filter(Boolean);
  const shown = useInTurns(sections.length);
  // Until the last section is in, the block keeps a screen's height: the footer stays out of view, nothing jumps.
  return <div className={shown < sections.length ? "min-h-dvh" : undefined}>{sections.slice(0, shown)}</div>;
}
