// The admin console's writes. Each invalidates what it changed; the `admin` topic tells other admins' consoles.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountStatusChange } from "@/domain/accounts/account-schemas";
import type { AdminUser, EditUserInput } from "@/domain/admin/admin-schemas";
import type { CreateNotificationInput } from "@/domain/notifications/notification-schemas";
import { NOTIFICATION_TEXTS } from "@/domain/notifications/notification-texts";
import { apiFetch } from "@/web/lib/api-client";
import { type ErrorMessage, serverMessage } from "@/web/lib/query-client";
import { adminKeys } from "./admin-keys";

/** A write that refreshes the console, and tells the admin `errorMessage` when it fails. */
function useAdminMutation<TInput, TResult>(
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

export const useEditUser = () =>
  useAdminMutation(
    ({ userId, ...body }: EditUserInput & { userId: string }) =>
      apiFetch<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: "PATCH", body }),
    (error) => ({ title: "Failed to update user", description: serverMessage(error) }),
  );

export type StatusChange = AccountStatusChange & { userId: string };
export const useSetUserStatus = () =>
  useAdminMutation(
    ({ userId, ...body }: StatusChange) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/status`, { method: "PATCH", body }),
    (error) => ({ title: "Failed to update user status", description: serverMessage(error) }),
  );

export const useDecideTeacher = () =>
  useAdminMutation(
    ({ userId, approve }: { userId: string; approve: boolean }) =>
      apiFetch<{ status: string }>(`/api/admin/teacher-applications/${encodeURIComponent(userId)}/decision`, {
        method: "POST",
        body: { approve },
      }),
    "Failed to process teacher application",
  );

export const useSetSignup = () =>
  useAdminMutation(
    (enabled: boolean) =>
      apiFetch<{ enabled: boolean }>("/api/admin/signup-settings", { method: "PUT", body: { enabled } }),
    "Failed to update signup status",
  );

export const useSendNotification = () =>
  useAdminMutation(
    (body: CreateNotificationInput) => apiFetch("/api/admin/notifications", { method: "POST", body, retry: false }),
    (error) => ({ title: NOTIFICATION_TEXTS.failed, description: serverMessage(error) }),
  );

export const useSetNotificationActive = () =>
  useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiFetch(`/api/admin/notifications/${id}`, { method: "PATCH", body: { isActive } }),
  );

export const useDeleteNotification = () =>
  useAdminMutation(
    (id: string) => apiFetch(`/api/admin/notifications/${id}`, { method: "DELETE" }),
    "Failed to delete notification",
  );

/** Downloads the users CSV through the browser, keeping the server's dated file name. */
export async function downloadUsersCsv(): Promise<void> {
  const response = await fetch("/api/admin/users/export", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "users.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
