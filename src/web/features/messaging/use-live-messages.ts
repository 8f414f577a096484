// Keeps the messaging screens live: any message event on my user topic reloads the lists after 100 ms (the
// specification's delay, which also folds a burst of events into one reload).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useRealtimeTopic } from "@/web/lib/use-realtime";
import { messagingKeys } from "./api/keys";

export const RELOAD_DELAY_MS = 100;

export function useLiveMessages(userId: string | null) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeTopic(userId ? `user:${userId}` : null, (event) => {
    if (event.event !== "message" && event.event !== "messages-read") return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
      RELOAD_DELAY_MS,
    );
  });
}
