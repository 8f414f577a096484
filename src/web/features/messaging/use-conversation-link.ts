// `?conversation=<partner id>`: the address a message's push opens (conversationPath). The page that shows
// conversations opens that one, then drops the parameter, so that a reload or the back button does not open it again.
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { CONVERSATION_PARAM } from "@/domain/messaging/message-rules";

export function useConversationLink(): { partnerId: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CONVERSATION_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { partnerId: params.get(CONVERSATION_PARAM), clear };
}
