import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InviteResponse } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { jengaKeys } from "./query-keys";

export function useRespondToInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: (error) => ({ title: "Failed to respond to invite", description: serverMessage(error) }) },
    mutationFn: ({ inviteId, response }: { inviteId: string; response: InviteResponse }) =>
      apiFetch<{ status: InviteResponse; gameId: string }>(
        `/api/jenga/invites/${encodeURIComponent(inviteId)}/respond`,
        { method: "POST", body: { response }, retry: false },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jengaKeys.invites() });
      void queryClient.invalidateQueries({ queryKey: jengaKeys.liveGames() });
    },
  });
}
