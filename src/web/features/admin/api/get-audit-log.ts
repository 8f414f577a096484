// GET /api/admin/audit-log: one page of admin actions, newest first, older than a cursor (null: the newest page).
// Under `adminKeys.all`, so every event on the `admin` topic (each recorded action publishes one) refetches it.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AUDIT_PAGE_SIZE } from "@/domain/admin/audit-log";
import type { AuditPage } from "@/domain/admin/audit-log-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export function getAuditLogQueryOptions(before: string | null) {
  const query = new URLSearchParams({ pageSize: String(AUDIT_PAGE_SIZE) });
  if (before) query.set("before", before);
  return queryOptions({
    queryKey: adminKeys.auditLog(before),
    queryFn: ({ signal }) => apiFetch<AuditPage>(`/api/admin/audit-log?${query}`, { signal }),
  });
}

export const useAuditLog = (before: string | null) =>
  useQuery({ ...getAuditLogQueryOptions(before), placeholderData: keepPreviousData });
