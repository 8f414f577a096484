// React bindings of the realtime client: follow a topic while mounted, and read the connection state.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { type ConnectionState, type RealtimeEvent, realtimeClient } from "./realtime-client";

/**
 * Calls `onEvent` for each event of `topic` while the component is mounted (no topic: follows nothing). Each time the
 * server confirms the subscription (first, and after a reconnect) `onSubscribed` runs to refetch what the topic
 * keeps fresh, so a change made before the events flowed is not missed; without it, the app refetches its queries.
 */
export function useRealtimeTopic(
  topic: string | null | undefined,
  onEvent: (event: RealtimeEvent) => void,
  onSubscribed?: () => void,
) {
  const handler = useRef(onEvent);
  const catchUp = useRef(onSubscribed);
  useEffect(() => {
    handler.current = onEvent;
    catchUp.current = onSubscribed;
  });
  const hasCatchUp = onSubscribed !== undefined;
  useEffect(() => {
    if (!topic) return;
    return realtimeClient().subscribe(
      topic,
      (event) => handler.current(event),
      hasCatchUp ? () => catchUp.current?.() : undefined,
    );
  }, [topic, hasCatchUp]);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (notify) => realtimeClient().onStateChange(notify),
    () => realtimeClient().state,
    () => "connecting" as const,
  );
}
