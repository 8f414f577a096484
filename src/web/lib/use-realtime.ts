// React bindings of the realtime client: follow a topic while mounted, and read the connection state.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { type ConnectionState, type RealtimeEvent, realtimeClient } from "./realtime-client";

/** Calls `onEvent` for each event of `topic` while the component is mounted (no topic: follows nothing). */
export function useRealtimeTopic(topic: string | null | undefined, onEvent: (event: RealtimeEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!topic) return;
    return realtimeClient().subscribe(topic, (event) => handler.current(event));
  }, [topic]);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (notify) => realtimeClient().onStateChange(notify),
    () => realtimeClient().state,
    () => "connecting" as const,
  );
}
