// Messaging's limits, texts and the rules both sides apply: who may write to whom, the unread badge, and the cursor
// of a page of messages.

export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGES_PAGE_SIZE = 50;
/** Conversations a page of the list shows (an administrator's list grows with the school). */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** The unread badge shows this many at most, then "99+". */
export const UNREAD_BADGE_MAX = 99;

export const MESSAGE_TEXTS = {
  missingInformation: "Error: Missing required information to send message",
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`,
  studentsMessageAdmins: "Students can only send messages to administrators",
  sendFailed: "Failed to send message",
  loadFailed: "Failed to load messages",
  sent: "Message sent successfully",
} as const;

/** The badge text: the count, or "99+" above 99; nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** Students write to administrators; administrators write to anyone but themselves. */
export function maySend(sender: { id: string; role: string }, recipient: { id: string; role: string }): boolean {
  if (sender.id === recipient.id) return false;
  return sender.role === "admin" || recipient.role === "admin";
}

/** The query parameter that opens a conversation: a message's push links to it. */
export const CONVERSATION_PARAM = "conversation";

/** The page that shows a reader their conversation with a partner: the console for admins, else the dashboard. */
export function conversationPath(readerRole: string, partnerId: string): string {
  const page = readerRole === "admin" ? "/admin/dashboard" : "/dashboard";
  return `${page}?${CONVERSATION_PARAM}=${encodeURIComponent(partnerId)}`;
}

/** An opaque cursor for "messages older than this one". */
export function encodeCursor(createdAt: string, id: string): string {
  return btoa(`${createdAt}|${id}`).replace(/=+$/, "");
}

// A cursor names a message by its time (ISO 8601, as encodeCursor writes it) and its id (a UUID): anything else is
// refused here, before the database would be asked to compare with it.
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
