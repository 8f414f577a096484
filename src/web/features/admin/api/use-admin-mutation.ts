// The admin console's writes share one policy: refresh the whole console on success (the `admin` topic tells other
// admins' consoles), and tell the admin `errorMessage` when the write fails.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ErrorMessage } from "@/web/lib/query-client";
import { adminKeys } from "./query-keys";

export function useAdminMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  errorMessage?: ErrorMessage,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    meta: { errorMessage },
  });
}
