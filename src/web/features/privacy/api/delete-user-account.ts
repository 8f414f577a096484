// DELETE /api/admin/users/:userId: an admin deletes an account. Every list may have shown the user, so all refetch.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

export function deleteUserAccount(userId: string) {
  return apiFetch<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: "DELETE", retry: false });
}

export function useDeleteUserAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserAccount,
    onSuccess: () => void queryClient.invalidateQueries(),
    meta: { errorMessage: (error) => ({ title: "Failed to delete the account", description: error.message }) },
  });
}
