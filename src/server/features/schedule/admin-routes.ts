// Schedule endpoints for administrators: any user's schedule, and the school timetable import (CSV).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { scheduleEntrySchema } from "../../../domain/schedule/schedule-schemas";
import { AppError } from "../../platform/errors";
import { getUserSchedule } from "./get-user-schedule";
import { importTimetable, TIMETABLE_MAX_BYTES } from "./import-timetable";

const errorShape = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() }),
});

export const scheduleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, realtime } = app;
  const db = database.db;
  const deps = { db, realtime };

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
