// PUT /api/friends/admin/sharing: the admin's school-wide schedule sharing switch.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SchoolSharing } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./query-keys";

export function useSetSchoolSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { schoolId: number; enabled: boolean }) =>
      apiFetch<SchoolSharing>("/api/friends/admin/sharing", { method: "PUT", body: input }),
    onSuccess: (data) => queryClient.setQueryData(friendsKeys.schoolSharing(), data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: friendsKeys.schoolSharing() }),
    meta: { errorMessage: "Failed to update schedule sharing" },
  });
}
