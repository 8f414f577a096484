// Keeps the schedule live: the server announces every change to my entries (from the iOS app, an admin's timetable
// import) on my user topic with the event `schedule`, and the card refetches them.
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeTopic } from "@/web/lib/use-realtime";
import { scheduleKeys } from "./api/keys";

export const SCHEDULE_CHANGED_EVENT = "schedule";

export function useLiveSchedule(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeTopic(userId ? `user:${userId}` : null, (event) => {
    if (event.event !== SCHEDULE_CHANGED_EVENT) return;
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.entries() });
  });
}
