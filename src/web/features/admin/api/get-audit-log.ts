// GET /api/admin/audit-log: one page of admin actions, newest first. Under `adminKeys.all`, so every event on the
// `admin` topic (each recorded action publishes one) refetches it.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AUDIT_PAGE_SIZE } from "@/domain/admin/audit-log";
import type { AuditPage } from "@/domain/admin/audit-log-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export function getAuditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.auditLog(page),
    queryFn: ({ signal }) =>
      apiFetch<AuditPage>(`/api/admin/audit-log?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`, { signal }),
  });
}

export const useAuditLog = (page: number) =>
  useQuery({ ...getAuditLogQueryOptions(page), placeholderData: keepPreviousData });
