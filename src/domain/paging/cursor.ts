// Cursor paging, for lists read newest first by (created_at, id) where the oldest page must cost what the newest
// costs (no OFFSET): a conversation's messages, the audit log. The cursor is the last row already shown.
/** An opaque cursor for "rows older than this one": its time and its id. */
export function encodeCursor(createdAt: string, id: string): string {
  return btoa(`${createdAt}|${id}`).replace(/=+$/, "");
}

// A cursor names a row by its time (ISO 8601 with up to microseconds, PostgreSQL's precision) and its id (a UUID):
// anything else is refused here, before the database would be asked to compare with it.
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  let decoded: string;
  try {
    decoded = atob(cursor);
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = decoded.split("|");
  if (rest.length || !createdAt || !id || !CURSOR_TIME.test(createdAt) || !CURSOR_ID.test(id)) return null;
  // A date that does not exist (February 30th, hour 24) comes back as another one.
  const time = new Date(createdAt);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 19) !== createdAt.slice(0, 19)) return null;
  return { createdAt, id };
}
