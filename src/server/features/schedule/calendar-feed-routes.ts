// The private calendar feed: its owner turns it on, rotates or revokes it; calendar apps read it with the token in
// its URL and no session.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorShape, notFound } from "../../platform/http/errors";
import { createCalendarFeed } from "./create-calendar-feed";
import { getCalendarFeedStatus } from "./get-calendar-feed-status";
import { renderCalendarFeed } from "./render-calendar-feed";
import { revokeCalendarFeed } from "./revoke-calendar-feed";

const feedStatusSchema = z.object({ enabled: z.boolean(), createdAt: z.string().nullable() });

export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const { config } = app;
  const tags = ["schedule"];

  app.get(
    "/schedule/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getCalendarFeedStatus",
        tags,
        summary: "Whether my private calendar feed is on (its URL is shown only when it is created)",
        response: { 200: feedStatusSchema },
      },
    },
    async (request) => getCalendarFeedStatus(db, request.user.id),
  );

  app.post(
    "/schedule/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "createCalendarFeed",
        tags,
        summary:
          "Turn on my private calendar feed, or give it a new URL (the old one stops working). The URL is shown once.",
        response: { 201: z.object({ enabled: z.literal(true), url: z.string(), createdAt: z.string() }) },
      },
    },
    async (request, reply) => {
      const feed = await createCalendarFeed(db, request.user.id, config.publicUrl);
      return reply.status(201).send(feed);
    },
  );

  app.delete(
    "/schedule/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "revokeCalendarFeed",
        tags,
        summary: "Turn off my calendar feed: its URL answers 404 from now on",
        response: { 204: z.null().describe("Revoked") },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(db, request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/calendar/:token.ics",
    {
      config: { access: "public" },
      schema: {
        operationId: "readCalendarFeed",
        tags,
        summary:
          "A calendar feed (iCalendar, text/calendar): the owner's classes as weekly recurring events in the " +
          "school's time zone. The token is the credential: no session needed; unknown or revoked answers 404.",
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: { description: "The feed", content: { "text/calendar": { schema: z.string() } } },
          404: errorShape,
        },
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(db, request.params.token, {
        timeZone: config.schoolTimeZone,
        appName: config.appName,
        publicUrl: config.publicUrl,
        now: new Date(),
      });
      if (body === null) throw notFound("No calendar feed at this address");
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", 'inline; filename="schedule.ics"')
        .header("x-robots-tag", "noindex")
        .send(body);
    },
  );
};
