// Schedule endpoints: the school's time zone, the signed-in user's own entries (the iOS app writes them) and today's
// classes with live timing in the school's time zone. The calendar feed and the admins' routes are plugins of their
// own, registered here.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  scheduleEntryInputSchema,
  scheduleEntrySchema,
  todayScheduleSchema,
} from "../../../domain/schedule/schedule-schemas";
import { scheduleAdminRoutes } from "./admin-routes";
import { calendarFeedRoutes } from "./calendar-feed-routes";
import { createScheduleEntry } from "./create-schedule-entry";
import { deleteScheduleEntry } from "./delete-schedule-entry";
import { getScheduleEntry } from "./get-schedule-entry";
import { getTodaySchedule } from "./get-today-schedule";
import { listScheduleEntries } from "./list-schedule-entries";
import { updateScheduleEntry } from "./update-schedule-entry";
import { pathId } from "../../platform/http/path-ids";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";

const entryParams = z.object({ entryId: pathId(SCHEDULE_TEXTS.entryNotFound) });

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const { config } = app;
  const tags = ["schedule"];

  app.get(
    "/schedule/settings",
    {
      config: { access: "public" },
      schema: {
        operationId: "getScheduleSettings",
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
        operationId: "getTodaySchedule",
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
        operationId: "listScheduleEntries",
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
        operationId: "createScheduleEntry",
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
        operationId: "getScheduleEntry",
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
        operationId: "updateScheduleEntry",
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
        operationId: "deleteScheduleEntry",
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

  await app.register(calendarFeedRoutes);
  await app.register(scheduleAdminRoutes);
};
