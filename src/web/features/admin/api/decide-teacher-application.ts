// POST /api/admin/teacher-applications/:userId/decision: an admin approves or rejects a teacher application.
import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

export const useDecideTeacher = () =>
  useAdminMutation(
    ({ userId, approve }: { userId: string; approve: boolean }) =>
      apiFetch<{ status: string }>(`/api/admin/teacher-applications/${encodeURIComponent(userId)}/decision`, {
        method: "POST",
        body: { approve },
      }),
    "Failed to process teacher application",
  );
