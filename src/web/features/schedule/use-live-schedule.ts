// Keeps the schedule live: the server announces every change to my entries (from the iOS app, an admin's timetable
// import) on my user topic with the event `schedule`, and the card refetches them.
import { userTopic } from "@/domain/realtime-topics";
import { SCHEDULE_CHANGED_EVENT } from "@/domain/schedule/schedule-topics";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { scheduleKeys } from "./api/query-keys";

export function useLiveSchedule(userId: string | null) {
  const refetch = useRefetchQueries(scheduleKeys.entries());
  useRealtimeTopic(
    userId ? userTopic(userId) : null,
    (event) => {
      if (event.event === SCHEDULE_CHANGED_EVENT) refetch();
    },
    refetch,
  );
}
