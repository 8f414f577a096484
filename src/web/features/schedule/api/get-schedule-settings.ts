// GET /api/schedule/settings: the school's time zone, in which "today" and "now" of the schedule are reckoned.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { scheduleKeys } from "./query-keys";

export type ScheduleSettings = { timeZone: string };

export function getScheduleSettingsQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.settings(),
    queryFn: ({ signal }) => apiFetch<ScheduleSettings>("/api/schedule/settings", { signal }),
    // A server setting: it changes only with a restart, so one read per page load is enough.
    staleTime: Infinity,
  });
}

export function useScheduleSettings() {
  return useQuery(getScheduleSettingsQueryOptions());
}
