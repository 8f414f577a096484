// DELETE /api/schedule/calendar-feed: turns the feed off; its URL answers 404 from now on.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import type { CalendarFeedStatus } from "./get-calendar-feed";
import { scheduleKeys } from "./query-keys";

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: (error) => ({ title: "Failed to turn off the calendar feed", description: error.message }) },
    mutationFn: () => apiFetch<void>("/api/schedule/calendar-feed", { method: "DELETE" }),
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedStatus>(scheduleKeys.calendarFeed(), { enabled: false, createdAt: null });
    },
  });
}
