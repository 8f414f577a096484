// POST /api/schedule/calendar-feed: turns the feed on, or gives it a new URL (the old one stops working). The answer
// carries the URL, which the server cannot show again: only its hash is kept.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import type { CalendarFeedStatus } from "./get-calendar-feed";
import { scheduleKeys } from "./query-keys";

export type CreatedCalendarFeed = { enabled: true; url: string; createdAt: string };

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not retried: a gateway timeout after the server made a URL would make a second one and lose the first.
    mutationFn: () =>
      apiFetch<CreatedCalendarFeed>("/api/schedule/calendar-feed", { method: "POST", body: {}, retry: false }),
    onSuccess: (feed) => {
      queryClient.setQueryData<CalendarFeedStatus>(scheduleKeys.calendarFeed(), {
        enabled: true,
        createdAt: feed.createdAt,
      });
    },
  });
}
