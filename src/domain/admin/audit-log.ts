// The audit log of admin actions: what is recorded, how a change is reduced to the fields that changed, and how an
// entry reads in the console. Shared by the server (recording, the list endpoint) and the console's Audit Log panel.

export const AUDIT_ACTIONS = {
  "user.update": "Edited user",
  "user.status": "Changed user status",
  "notification.create": "Sent notification",
  "notification.deactivate": "Deactivated notification",
  "notification.activate": "Reactivated notification",
  "notification.delete": "Deleted notification",
  "teacher.approve": "Approved teacher",
  "teacher.deny": "Denied teacher application",
  "signup.toggle": "Switched sign-up",
  "users.export": "Exported users",
  "sharing.toggle": "Switched schedule sharing",
  "user.delete": "Deleted account",
  "account.delete": "Account deleted by its owner",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_TARGETS = [
  "user",
  "notification",
  "teacher_application",
  "signup_settings",
  "users",
  "school_settings",
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export type AuditValues = Record<string, unknown>;

export const AUDIT_PAGE_SIZE = 25;

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields of `after` whose value differs from `before`, as two snapshots of only those fields. An entry should say
 * what changed, not copy whole rows (and never a password or a token: callers pass the fields an admin may change).
 */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const b: AuditValues = {};
  const a: AuditValues = {};
  for (const key of Object.keys(after)) {
    if (comparable(before[key]) !== comparable(after[key])) {
      b[key] = plain(before[key]);
      a[key] = plain(after[key]);
    }
  }
  return { before: b, after: a };
}

/** The console's wording of an action; an action this version does not know reads as itself. */
export function describeAuditAction(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** How the console names a recorded field. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  email: "Email",
  name: "Name",
  schoolId: "School ID",
  isCasStudent: "CAS student",
  status: "Status",
  banReason: "Reason",
  bannedUntil: "Banned until",
  role: "Role",
  application: "Application",
  signupEnabled: "Sign-up open",
  title: "Title",
  message: "Message",
  type: "Type",
  isActive: "Active",
  expiresAt: "Expires",
  rows: "Rows",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * One line per changed field, such as `Status: active → banned`; a field only on one side reads `Field: value`.
 * `formatInstant` writes timestamps the reader's way (the browser passes its locale's format).
 */
export function describeAuditChanges(
  entry: { before: AuditValues | null; after: AuditValues | null },
  formatInstant: (iso: string) => string = (iso) => iso,
): string[] {
  const show = (v: unknown) => {
    if (v === null || v === undefined || v === "") return "–";
    if (typeof v === "boolean") return v ? "yes" : "no";
    if (typeof v === "string" && ISO_INSTANT.test(v)) return formatInstant(v);
    return typeof v === "object" ? JSON.stringify(v) : String(v);
  };
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => {
    const label = AUDIT_FIELD_LABELS[key] ?? key;
    const inBefore = entry.before !== null && key in entry.before;
    const inAfter = entry.after !== null && key in entry.after;
    if (inBefore && inAfter) return `${label}: ${show(entry.before![key])} → ${show(entry.after![key])}`;
    return `${label}: ${show(inAfter ? entry.after![key] : entry.before![key])}`;
  });
}
