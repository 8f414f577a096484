// The Audit Log panel (beyond the spec): every admin action with time, admin, action, target and the changed fields,
// newest first, a page at a time. It refetches live with the rest of the console.
import { useEffect, useState } from "react";
import { describeAuditAction, describeAuditChanges } from "@/domain/admin/audit-log";
import type { AuditEntry } from "@/domain/admin/audit-log-schemas";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageNav } from "@/web/components/ui/page-nav";
import { formatDateTime } from "@/web/lib/format-date";
import { useAuditLog } from "./api/get-audit-log";

export const AUDIT_LOG_PANEL_ID = "audit-log";

export function AuditLogPanel() {
  // The cursors of the pages read so far: the first is the newest page's (none); Older pushes, Newer pops.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const audit = useAuditLog(cursors.at(-1) ?? null);
  const nextCursor = audit.data?.nextCursor ?? null;
  const showPage = (page: number) =>
    setCursors((shown) => (page < shown.length ? shown.slice(0, page) : nextCursor ? [...shown, nextCursor] : shown));
  useEffect(() => {
    if (audit.isError) console.error("Failed to load the audit log", audit.error);
  }, [audit.isError, audit.error]);

  return (
    <Card id={AUDIT_LOG_PANEL_ID} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h3>Audit Log</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <p className="text-muted-foreground">Loading audit log…</p>
        ) : audit.isError ? (
          <p role="alert" className="text-rose-300">
            Failed to load the audit log
          </p>
        ) : audit.data.entries.length === 0 ? (
          <p className="text-muted-foreground">No admin actions recorded yet.</p>
        ) : (
          <ol aria-label="Admin actions, newest first" className="flex flex-col gap-2">
            {audit.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        <PageNav
          label="Audit log pages"
          className="mt-4"
          page={cursors.length}
          hasNext={nextCursor !== null}
          onPage={showPage}
          previousText="Newer"
          nextText="Older"
        />
      </CardContent>
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = describeAuditChanges(entry, formatDateTime);
  const target = entry.targetLabel ?? entry.targetId;
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium">
          {describeAuditAction(entry.action)}
          {target && <span className="font-normal break-all text-muted-foreground"> · {target}</span>}
        </p>
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-xs break-all text-muted-foreground">by {entry.actorEmail}</p>
      {changes.length > 0 && (
        <ul aria-label="Changed fields" className="mt-2 flex flex-col gap-0.5 text-sm">
          {changes.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
