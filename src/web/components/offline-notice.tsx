// Says so when the page shows the phone's copy rather than the server's answers: with no signal, what is on screen is
// what the student saw last, and when (decision 041).
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { WifiOff } from "lucide-react";
import { useCallback, useSyncExternalStore } from "react";
import { isKeptOffline } from "@/web/lib/offline-copy";
import { useOnline } from "@/web/lib/use-online";

/** When the newest of the kept answers arrived: what the copy on screen dates from. */
function copyTakenAt(queryClient: QueryClient): number {
  let latest = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data !== undefined && isKeptOffline(query.queryKey)) {
      latest = Math.max(latest, query.state.dataUpdatedAt);
    }
  }
  return latest;
}

export function OfflineNotice() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const subscribeCache = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const takenAt = useSyncExternalStore(
    subscribeCache,
    () => copyTakenAt(queryClient),
    () => 0,
  );
  if (online || takenAt === 0) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-b border-amber-300/40 bg-amber-950/80 px-4 py-2 text-center text-sm text-amber-100"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      Offline — showing what you saw at {format(takenAt, "HH:mm")}
    </p>
  );
}
