// PUT /api/admin/signup-settings: an admin opens or closes sign-up.
import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

export const useSetSignup = () =>
  useAdminMutation(
    (enabled: boolean) =>
      apiFetch<{ enabled: boolean }>("/api/admin/signup-settings", { method: "PUT", body: { enabled } }),
    "Failed to update signup status",
  );
