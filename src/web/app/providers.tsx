import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "@/web/lib/query-client";
import { onRealtimeResync } from "@/web/lib/realtime-client";

/** What every screen can rely on: server data through TanStack Query (kept fresh by realtime), and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // After a realtime reconnect, events may have been missed: refetch what the screens show.
  useEffect(() => onRealtimeResync(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster theme="dark" richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  );
}
