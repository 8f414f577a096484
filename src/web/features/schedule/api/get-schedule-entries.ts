// GET /api/schedule/entries: all my classes. The browser picks today's from them on its own clock (see
// docs/decisions/006-schedule-card-clock.md), so the card follows the minute and the day without asking again.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ScheduleEntry } from "@/domain/schedule/schedule-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { scheduleKeys } from "./query-keys";

export function getScheduleEntriesQueryOptions() {
  return queryOptions({
    queryKey: scheduleKeys.entries(),
    queryFn: ({ signal }) =>
      apiFetch<{ entries: ScheduleEntry[] }>("/api/schedule/entries", { signal }).then((r) => r.entries),
    // Realtime keeps them fresh (use-live-schedule.ts); the summary and the card, mounted a moment apart, share one
    // answer instead of fetching twice.
    staleTime: 60_000,
  });
}

export function useScheduleEntries() {
  return useQuery(getScheduleEntriesQueryOptions());
}
