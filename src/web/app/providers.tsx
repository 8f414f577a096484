import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { followSession } from "@/web/features/accounts/follow-session";
import { onRealtimeResync } from "@/web/lib/shared-realtime-client";

/** What every screen can rely on: server data through TanStack Query, kept fresh by realtime. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // After a realtime reconnect, events may have been missed: refetch what the screens show.
  useEffect(() => onRealtimeResync(() => void queryClient.invalidateQueries()), [queryClient]);
  // The realtime socket, the cached data and the other tabs follow who is signed in.
  useEffect(() => followSession(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
