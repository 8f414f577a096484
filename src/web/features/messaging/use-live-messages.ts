// Keeps the messaging screens live: any message event on my user topic reloads the lists after 100 ms (the
// specification's delay, which also folds a burst of events into one reload).
import { useEffect, useRef } from "react";
import { MESSAGE_EVENTS } from "@/domain/messaging/message-topics";
import { userTopic } from "@/domain/realtime-topics";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { messagingKeys } from "./api/query-keys";

export const RELOAD_DELAY_MS = 100;

export function useLiveMessages(userId: string | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const reload = useRefetchQueries(messagingKeys.all);
  useRealtimeTopic(
    userId ? userTopic(userId) : null,
    (event) => {
      if (event.event !== MESSAGE_EVENTS.sent && event.event !== MESSAGE_EVENTS.read) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(reload, RELOAD_DELAY_MS);
    },
    reload,
  );
}
