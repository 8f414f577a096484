// Messages between students and administrators: the rules the composer checks and the server checks again.
import { z } from "zod";
import { pageInfoShape, pageQueryShape } from "../paging/paging";
import { CONVERSATIONS_PAGE_SIZE, MESSAGE_MAX_LENGTH } from "./message-rules";
import { MESSAGE_TEXTS } from "./message-texts";

export const sendMessageSchema = z.object({
  recipientId: z.string({ message: MESSAGE_TEXTS.missingInformation }).min(1, MESSAGE_TEXTS.missingInformation).max(64),
  content: z
    .string({ message: MESSAGE_TEXTS.missingInformation })
    .trim()
    .min(1, MESSAGE_TEXTS.missingInformation)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TEXTS.tooLong),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
/** The composer's one field: the message's rule, to one person the thread already names. */
export const messageDraftSchema = sendMessageSchema.pick({ content: true });

export const messageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  lastMessage: z.string(),
  lastMessageTime: z.string(),
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A page of my conversations, most recent first. */
export const conversationListQuerySchema = z.object({ ...pageQueryShape(CONVERSATIONS_PAGE_SIZE, 100) });
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  ...pageInfoShape,
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  /** Pass as `before` to load older messages; null when there are none. */
  nextCursor: z.string().nullable(),
});

export const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });
