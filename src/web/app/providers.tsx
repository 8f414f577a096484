import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { meQueryKey, type Session } from "@/web/features/accounts/api/get-me";
import { followSession } from "@/web/features/accounts/follow-session";
import { keepOfflineCopy } from "@/web/lib/offline-copy";
import { onRealtimeResync } from "@/web/lib/shared-realtime-client";

/** Whose offline copy to keep: a signed-in student's; nobody's for an administrator (a shared office computer). */
function studentOf(queryClient: QueryClient): string | null | undefined {
  const session = queryClient.getQueryData<Session>(meQueryKey);
  if (!session) return undefined;
  return session.status === "signed-in" && session.user.role === "student" ? session.user.id : null;
}

/** What every screen can rely on: server data through TanStack Query, kept fresh by realtime. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // After a realtime reconnect, events may have been missed: refetch what the screens show.
  useEffect(() => onRealtimeResync(() => void queryClient.invalidateQueries()), [queryClient]);
  // The realtime socket, the cached data and the other tabs follow who is signed in.
  useEffect(() => followSession(queryClient), [queryClient]);
  // The student's copy for the next start without a signal; removed when someone else (or nobody) is signed in.
  useEffect(() => keepOfflineCopy(queryClient, studentOf), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
