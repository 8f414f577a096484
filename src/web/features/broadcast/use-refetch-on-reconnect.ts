// Reads a broadcast query again each time the realtime socket (re)opens. Events published while the socket was
// down, or before it followed the match, are not replayed; without this a screen whose socket came back (network
// back, tab woken) could keep an old score until the next change.
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { realtimeClient } from "@/web/lib/shared-realtime-client";

export function useRefetchOnReconnect(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const client = realtimeClient();
    let last = client.state;
    return client.onStateChange((state) => {
      if (state === "open" && last !== "open") {
        void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true });
      }
      last = state;
    });
  }, [queryClient, key]);
}
