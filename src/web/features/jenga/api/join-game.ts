import { useMutation } from "@tanstack/react-query";
import type { JoinGameInput } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";

export function useJoinGame() {
  return useMutation({
    meta: { errorMessage: (error) => ({ title: "Error", description: serverMessage(error, "Failed to join game") }) },
    // Never retried: a second request after a gateway timeout would be refused as a duplicate anyway.
    mutationFn: (input: JoinGameInput) =>
      apiFetch<{ gameId: string; gameName: string }>("/api/jenga/games/join", {
        method: "POST",
        body: input,
        retry: false,
      }),
  });
}
