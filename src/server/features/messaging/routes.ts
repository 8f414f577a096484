// Messaging endpoints: the conversation dialog of students and the admin messaging center.
import { z } from "zod";
import {
  conversationListQuerySchema,
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  personSchema,
  sendMessageSchema,
} from "../../../domain/messaging/message-schemas";
import { MESSAGE_SEND_LIMIT } from "../../../domain/messaging/message-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answerOnce, idempotencyKeyHeaders, idempotencyKeyOf } from "../../platform/database/idempotency";
import { countUnreadMessages } from "./count-unread-messages";
import { getConversationPage } from "./get-conversation-page";
import { listConversations } from "./list-conversations";
import { listPeopleToMessage } from "./list-people-to-message";
import { markConversationRead } from "./mark-conversation-read";
import { sendMessage } from "./send-message";
import { pathId } from "../../platform/http/path-ids";

const otherUser = z.object({ otherUserId: pathId("Not found", "text") });

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, realtime } = app.services;
  const tags = ["messaging"];

  app.post(
    "/messages",
    {
      config: { access: "signed-in", errors: [422, 429] },
      schema: {
        operationId: "sendMessage",
        tags,
        summary: "Send a message (students to administrators; administrators to anyone)",
        description:
          "Send it with an `Idempotency-Key` to retry safely: a repeat answers the message already sent. " +
          `An account sends at most ${MESSAGE_SEND_LIMIT.max} messages in ${MESSAGE_SEND_LIMIT.windowSeconds} ` +
          "seconds (a repeat is not counted again); past that, 429 with `Retry-After`, and nothing is stored.",
        headers: idempotencyKeyHeaders,
        body: sendMessageSchema,
        response: { 201: z.object({ message: messageSchema }) },
      },
    },
    async (request, reply) => {
      const me = request.user;
      const { recipientId, content } = request.body;
      const claim = { userId: me.id, operation: "send-message", request: request.body };
      const answer = await answerOnce(
        db,
        { ...claim, key: idempotencyKeyOf(request.headers["idempotency-key"]) },
        (key) => sendMessage(db, realtime, me, recipientId, content, key),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(
    "/messages/conversations",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listConversations",
        tags,
        summary: "My conversations, most recent first, with unread counts, a page at a time",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => listConversations(db, request.user, request.query),
  );

  app.get(
    "/messages/conversations/:otherUserId",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getConversation",
        tags,
        summary: "One conversation, newest first, page by page (pass nextCursor as `before`)",
        params: otherUser,
        querystring: z.object({
          before: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: { 200: messagePageSchema },
      },
    },
    async (request) => getConversationPage(db, request.user, request.params.otherUserId, request.query),
  );

  app.post(
    "/messages/conversations/:otherUserId/read",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "markConversationRead",
        tags,
        summary: "Mark what the other user sent me as read",
        params: otherUser,
        response: { 200: z.object({ marked: z.number().int() }) },
      },
    },
    async (request) => ({
      marked: await markConversationRead({ db, realtime }, request.user, request.params.otherUserId),
    }),
  );

  app.get(
    "/messages/unread-count",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "countUnreadMessages",
        tags,
        summary: "How many messages I have not read",
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async (request) => ({ count: await countUnreadMessages(db, request.user) }),
  );

  app.get(
    "/messages/people",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listPeopleToMessage",
        tags,
        summary: "People I may write to (students: the administrators; administrators: anyone, by search)",
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.object({ people: z.array(personSchema) }) },
      },
    },
    async (request) => ({ people: await listPeopleToMessage(db, request.user, request.query.search) }),
  );
};
