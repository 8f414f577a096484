import { useMutation } from "@tanstack/react-query";
import type { JoinGameInput } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";

export function useJoinGame() {
  return useMutation({
    // Never retried: a second request after a gateway timeout would be refused as a duplicate anyway.
    mutationFn: (input: JoinGameInput) =>
      apiFetch<{ gameId: string; gameName: string }>("/api/jenga/games/join", {
        method: "POST",
        body: input,
        retry: false,
      }),
  });
}
