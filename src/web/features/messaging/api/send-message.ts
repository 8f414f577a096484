import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Message, SendMessageInput } from "@/domain/messaging/message-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { MESSAGE_TEXTS } from "@/domain/messaging/message-texts";
import { messagingKeys } from "./query-keys";

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: (error) => ({ title: MESSAGE_TEXTS.sendFailed, description: serverMessage(error) }) },
    // Never retried: a gateway timeout after the server stored it would send it twice.
    mutationFn: (input: SendMessageInput) =>
      apiFetch<{ message: Message }>("/api/messages", { method: "POST", body: input, retry: false }).then(
        (r) => r.message,
      ),
    onSuccess: (message) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(message.recipientId) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
