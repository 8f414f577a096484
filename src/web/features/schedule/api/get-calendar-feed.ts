// GET /api/schedule/calendar-feed: whether my private calendar feed is on (its URL is only shown when created).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { scheduleKeys } from "./query-keys";

export type CalendarFeedStatus = { enabled: boolean; createdAt: string | null };

export function getCalendarFeedQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.calendarFeed(),
    queryFn: ({ signal }) => apiFetch<CalendarFeedStatus>("/api/schedule/calendar-feed", { signal }),
  });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
