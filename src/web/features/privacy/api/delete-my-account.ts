// POST /api/privacy/delete-account: deletes my account at once, after my password. Never retried: it must not run twice.
import { useMutation } from "@tanstack/react-query";
import type { DeleteMyAccountInput } from "@/domain/privacy/privacy-schemas";
import { apiFetch } from "@/web/lib/api-client";

export function deleteMyAccount(input: DeleteMyAccountInput) {
  return apiFetch<{ ok: true }>("/api/privacy/delete-account", { method: "POST", body: input, retry: false });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
