// Today's classes as the card and the summary show them: my entries, the school's time zone, and the device's clock
// read every 30 seconds, put through the same domain rules as the server's GET /api/schedule/today.
import { useMemo } from "react";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import { type TodayClasses, todayClasses } from "@/domain/schedule/today-schedule";
import { useScheduleEntries } from "./api/get-schedule-entries";
import { useScheduleSettings } from "./api/get-schedule-settings";
import { useNow } from "./use-now";

export type TodaySchedule =
  | { state: "loading" }
  | { state: "error"; message: string; retry: () => void }
  | { state: "ready"; today: TodayClasses<ScheduleEntry> };

export function useTodaySchedule(): TodaySchedule {
  const settings = useScheduleSettings();
  const entries = useScheduleEntries();
  const now = useNow();
  const timeZone = settings.data?.timeZone;
  const today = useMemo(
    () => (timeZone && entries.data ? todayClasses(entries.data, new Date(now), timeZone) : undefined),
    [entries.data, timeZone, now],
  );

  // An error only counts when there is nothing to show: a failed background refetch keeps the last good list.
  const error = (!settings.data && settings.error) || (!entries.data && entries.error);
  if (error) {
    return {
      state: "error",
      message: error.message,
      retry: () => {
        if (settings.isError) void settings.refetch();
        if (entries.isError) void entries.refetch();
      },
    };
  }
  return today ? { state: "ready", today } : { state: "loading" };
}
