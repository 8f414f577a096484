// The audit log's list endpoint: its query and its answer (src/domain/admin/audit-log.ts says what is recorded and
// how an entry reads).
import { z } from "zod";
import { pageInfoShape, pageQueryShape } from "../paging/paging";
import { AUDIT_PAGE_SIZE } from "./audit-log";

export const auditListQuerySchema = z.object({
  ...pageQueryShape(AUDIT_PAGE_SIZE, 100),
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
  ...pageInfoShape,
});
export type AuditPage = z.infer<typeof auditPageSchema>;
