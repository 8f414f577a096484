// Schedule endpoints: the signed-in user's own entries (the iOS app writes them), today's classes with live timing in
// the school's time zone, the private calendar feed, and for administrators any user's schedule and the timetable
// import.
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  scheduleEntryInputSchema,
  scheduleEntrySchema,
  todayScheduleSchema,
} from "../../../domain/schedule/schedule-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../platform/errors";
import { createScheduleEntry } from "./create-schedule-entry";
import { deleteScheduleEntry } from "./delete-schedule-entry";
import { getScheduleEntry } from "./get-schedule-entry";
import { getTodaySchedule } from "./get-today-schedule";
import { getUserSchedule } from "./get-user-schedule";
import { importTimetable } from "./import-timetable";
import { listScheduleEntries } from "./list-schedule-entries";
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from "./manage-calendar-feed";
import { renderCalendarFeed } from "./render-calendar-feed";
import { updateScheduleEntry } from "./update-schedule-entry";

/** The timetable import reads CSV bodies up to this size (about 60,000 rows); other routes keep the app's limit. */
export const TIMETABLE_MAX_BYTES = 5 * 1024 * 1024;

const entryParams = z.object({ entryId: z.string().min(1).max(64) });
const errorShape = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() }),
});
const feedStatusSchema = z.object({ enabled: z.boolean(), createdAt: z.string().nullable() });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime, config } = app;
  const db = database.db;
  const deps = { db, realtime };
  const tags = ["schedule"];

  app.get(
    "/schedule/settings",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The school's time zone, in which 'today' and 'now' of schedules are reckoned (no sign-in needed)",
        response: { 200: z.object({ timeZone: z.string() }) },
      },
    },
    async () => ({ timeZone: config.schoolTimeZone }),
  );

  app.get(
    "/schedule/today",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary:
          "My classes today (the school's weekday, in its time zone), in start-time order, with 12-hour labels, " +
          "durations and live timing evaluated against the current minute",
        response: { 200: todayScheduleSchema },
      },
      // The busiest read of the app (every dashboard visit and refresh). The use case returns exactly the type of
      // todayScheduleSchema (the tests check the answer against it), so the answer is written with JSON.stringify
      // instead of being parsed through zod again, which took a tenth of the request's time. The schema still
      // documents the answer in /api/docs.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => getTodaySchedule(db, request.user.id, { now: new Date(), timeZone: config.schoolTimeZone }),
  );

  app.get(
    "/schedule/entries",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "All my schedule entries, in start-time order",
        response: { 200: z.object({ entries: z.array(scheduleEntrySchema) }) },
      },
    },
    async (request) => ({ entries: await listScheduleEntries(db, request.user.id) }),
  );

  app.post(
    "/schedule/entries",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Add a class to my schedule",
        body: scheduleEntryInputSchema,
        response: { 201: z.object({ entry: scheduleEntrySchema }) },
      },
    },
    async (request, reply) => {
      const entry = await createScheduleEntry(deps, request.user.id, request.body);
      return reply.status(201).send({ entry });
    },
  );

  app.get(
    "/schedule/entries/:entryId",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "One of my schedule entries (another user's answers 404)",
        params: entryParams,
        response: { 200: z.object({ entry: scheduleEntrySchema }) },
      },
    },
    async (request) => ({ entry: await getScheduleEntry(db, request.user.id, request.params.entryId) }),
  );

  app.put(
    "/schedule/entries/:entryId",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Replace one of my schedule entries with the values sent (all fields; another user's answers 404)",
        params: entryParams,
        body: scheduleEntryInputSchema,
        response: { 200: z.object({ entry: scheduleEntrySchema }) },
      },
    },
    async (request) => ({
      entry: await updateScheduleEntry(deps, request.user.id, request.params.entryId, request.body),
    }),
  );

  app.delete(
    "/schedule/entries/:entryId",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Delete one of my schedule entries (another user's answers 404)",
        params: entryParams,
        response: { 204: z.null().describe("Deleted") },
      },
    },
    async (request, reply) => {
      await deleteScheduleEntry(deps, request.user.id, request.params.entryId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/schedule/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Whether my private calendar feed is on (its URL is shown only when it is created)",
        response: { 200: feedStatusSchema },
      },
    },
    async (request) => calendarFeedStatus(db, request.user.id),
  );

  app.post(
    "/schedule/calendar-feed",
    {
      config: { access: "signed-in" },
      schema: {
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
        tags,
        summary:
          "A calendar feed (iCalendar, text/calendar): the owner's classes as weekly recurring events in the " +
          "school's time zone. The token is the credential: no session needed; unknown or revoked answers 404.",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: z.string().describe("text/calendar"), 404: errorShape },
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

  app.get(
    "/admin/users/:userId/schedule",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "admin_get_user_schedule: any user's schedule entries, in start-time order",
        params: z.object({ userId: z.string().min(1).max(64) }),
        response: {
          200: z.object({
            user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
            entries: z.array(scheduleEntrySchema),
          }),
        },
      },
    },
    async (request) => {
      return getUserSchedule(db, request.params.userId);
    },
  );

  // The import reads CSV, so it lives in a scope of its own that alone parses text/csv with a bigger body limit.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "text/csv",
      { parseAs: "string", bodyLimit: TIMETABLE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/admin/schedule/import",
      {
        config: { access: "admin" },
        bodyLimit: TIMETABLE_MAX_BYTES,
        schema: {
          tags: ["admin"],
          summary:
            "Import a school timetable (CSV, content type text/csv): columns email, class name, teacher, room, " +
            "start, end, days; an optional header row. Every row is checked first: any error answers 400 with the " +
            "row numbers and nothing changes. Otherwise the entries of the users in the file are replaced.",
          consumes: ["text/csv"],
          body: z.string().max(TIMETABLE_MAX_BYTES),
          response: {
            200: z.object({
              users: z.number().int().describe("Users whose schedule was replaced"),
              entries: z.number().int().describe("Entries imported"),
              replacedEntries: z.number().int().describe("Entries those users had before, now deleted"),
            }),
            400: errorShape,
          },
        },
        // Before the body is read (after the access check, so a stranger's 5 MB is not read at all): a JSON body
        // would otherwise fail validation with a confusing "expected string".
        onRequest: async (request) => {
          if (!/^text\/csv\b/i.test(request.headers["content-type"] ?? "")) {
            throw new AppError(
              "unsupported_media_type",
              "Send the timetable as CSV text with the content type text/csv",
              415,
            );
          }
        },
      },
      async (request) => {
        return importTimetable(deps, request.body);
      },
    );
  });
};
