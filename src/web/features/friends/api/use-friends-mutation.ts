// The friends writes share one policy: each refetches everything the feature shows, since any of them can change
// who shares what with me; a refusal is toasted with the server's message unless the form shows it itself.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { friendsKeys } from "./query-keys";

export function useFriendsMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  { toastsErrors = true }: { toastsErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: friendsKeys.all }),
    meta: { errorMessage: toastsErrors ? (error) => error.message : undefined },
  });
}
