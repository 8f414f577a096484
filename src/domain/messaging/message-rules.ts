// Messaging's limits and the rules both sides apply: who may write to whom, the unread badge, and the cursor
// of a page of messages.

export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGES_PAGE_SIZE = 50;
/** Conversations a page of the list shows (an administrator's list grows with the school). */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** The unread badge shows this many at most, then "99+". */
export const UNREAD_BADGE_MAX = 99;

/**
 * Messages one account may send in a minute, from every device and server process together. Nobody types one every
 * two seconds for a minute; the web client's queue of messages written offline (decision 041) sends them one after
 * another when the signal returns, and a queue of 20 stays under it. Past it the send is refused (429) and not stored.
 */
export const MESSAGE_SEND_LIMIT = { max: 30, windowSeconds: 60 } as const;

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
