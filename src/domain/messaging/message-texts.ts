// Messaging's texts: the screens show them, the schema and the server refuse with them.
import { MESSAGE_MAX_LENGTH, MESSAGE_SEND_LIMIT } from "./message-rules";

export const MESSAGE_TEXTS = {
  missingInformation: "Error: Missing required information to send message",
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH} characters`,
  studentsMessageAdmins: "Students can only send messages to administrators",
  sendFailed: "Failed to send message",
  loadFailed: "Failed to load messages",
  sent: "Message sent successfully",
  /** The answer past MESSAGE_SEND_LIMIT (the specification has no text for it). */
  tooMany: `You can send up to ${MESSAGE_SEND_LIMIT.max} messages a minute. Please wait a moment and try again.`,
} as const;
