// React bindings of the realtime client: follow a topic while mounted, and read the connection state.
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { ConnectionState, RealtimeEvent } from "./realtime-types";
import { realtimeClient } from "./shared-realtime-client";

/**
 * Calls `onEvent` for each event of `topic` while the component is mounted (no topic: follows nothing), and
 * `catchUp` once the server confirms the subscription: it refetches what the topic keeps fresh, since what the screen
 * fetched before the events flowed may already be stale. After a reconnect the app refetches all its queries instead.
 */
export function useRealtimeTopic(
  topic: string | null | undefined,
  onEvent: (event: RealtimeEvent) => void,
  catchUp: () => void,
) {
  const handlers = useRef({ onEvent, catchUp });
  useEffect(() => {
    handlers.current = { onEvent, catchUp };
  });
  useEffect(() => {
    if (!topic) return;
    return realtimeClient().subscribe(
      topic,
      (event) => handlers.current.onEvent(event),
      () => handlers.current.catchUp(),
    );
  }, [topic]);
}

/** The function that refetches the queries under the given keys: what a topic's events and catch-up call. */
export function useRefetchQueries(...queryKeys: QueryKey[]): () => void {
  const queryClient = useQueryClient();
  return () => queryKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (notify) => realtimeClient().onStateChange(notify),
    () => realtimeClient().state,
    () => "connecting" as const,
  );
}
