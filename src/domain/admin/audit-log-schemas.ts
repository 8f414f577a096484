// The audit log's list endpoint: its query and its answer (src/domain/admin/audit-log.ts says what is recorded and
// how an entry reads).
import { z } from "zod";
import { pageQueryShape } from "../paging/paging";
import { AUDIT_PAGE_SIZE } from "./audit-log";

/**
 * A page of the log: the newest entries, or those older than `before` (the cursor of the last entry shown). Cursor
 * paging, not page numbers: the year's oldest page costs what its newest costs, and no request counts the whole log.
 */
export const auditListQuerySchema = z.object({
  before: z.string().max(200).optional(),
  pageSize: pageQueryShape(AUDIT_PAGE_SIZE, 100).pageSize,
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A readable name of the target where there is one: the user's email, the notification's title. */
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The cursor of the page after this one (older entries), or null at the log's first entry. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
