import { apiFetch } from "@/web/lib/api-client";

/** A fresh signed URL for a receipt, asked for when an image fails to load (its URL may have expired). */
export function getReceiptUrl(applicationId: string) {
  return apiFetch<{ url: string; expiresInSeconds: number }>(
    `/api/spikeball/admin/applications/${encodeURIComponent(applicationId)}/receipt-url`,
  ).then((r) => r.url);
}
