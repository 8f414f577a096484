import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useIdle } from "@/web/app/use-idle";
import { onRealtimeResync } from "@/web/lib/realtime-client";

const AppToaster = lazy(() => import("@/web/app/app-toaster").then((m) => ({ default: m.AppToaster })));

/** What every screen can rely on: server data through TanStack Query (kept fresh by realtime), and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const idle = useIdle();
  // After a realtime reconnect, events may have been missed: refetch what the screens show.
  useEffect(() => onRealtimeResync(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* The toasts' code (sonner) stays off the first page's path; a toast raised before this loads is kept. */}
      {idle ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
