// Schedule endpoints for administrators: any user's schedule, and the school timetable import (CSV).
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { scheduleEntrySchema } from "../../../domain/schedule/schedule-schemas";
import {
  TIMETABLE_MAX_BYTES,
  timetableImportQuerySchema,
  timetableImportResultSchema,
  timetablePreviewSchema,
} from "../../../domain/schedule/timetable-import";
import { AppError, errorShape } from "../../platform/http/errors";
import { getUserSchedule } from "./get-user-schedule";
import { importTimetable, previewTimetable } from "./import-timetable";
import { pathId } from "../../platform/http/path-ids";
import { SCHEDULE_TEXTS } from "../../../domain/schedule/schedule-texts";

const CSV_SHAPE =
  "CSV, content type text/csv: columns email, class name, teacher, room, start, end, days; an optional header row.";

// Before the body is read (after the access check, so a stranger's 5 MB is not read at all): a JSON body would
// otherwise fail validation with a confusing "expected string".
async function requireCsv(request: { headers: Record<string, string | string[] | undefined> }) {
  const type = request.headers["content-type"];
  if (!/^text\/csv\b/i.test(typeof type === "string" ? type : "")) {
    throw new AppError("unsupported_media_type", "Send the timetable as CSV text with the content type text/csv", 415);
  }
}

export const scheduleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;

  app.get(
    "/admin/users/:userId/schedule",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        operationId: "adminGetUserSchedule",
        summary: "Any user's schedule entries, in start-time order",
        params: z.object({ userId: pathId(SCHEDULE_TEXTS.userNotFound, "text") }),
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
    const csvRoutes = scope.withTypeProvider<ZodTypeProvider>();
    csvRoutes.post(
      "/admin/schedule/import/preview",
      {
        config: { access: "admin" },
        bodyLimit: TIMETABLE_MAX_BYTES,
        schema: {
          tags: ["admin"],
          operationId: "adminPreviewTimetable",
          summary: `Checks a school timetable (${CSV_SHAPE}) and answers what an import would do, with every problem by line and column. Nothing is written.`,
          consumes: ["text/csv"],
          body: z.string().max(TIMETABLE_MAX_BYTES),
          response: { 200: timetablePreviewSchema, 400: errorShape },
        },
        onRequest: requireCsv,
      },
      async (request) => previewTimetable(db, request.body),
    );
    csvRoutes.post(
      "/admin/schedule/import",
      {
        config: { access: "admin" },
        bodyLimit: TIMETABLE_MAX_BYTES,
        schema: {
          tags: ["admin"],
          operationId: "adminImportTimetable",
          summary:
            `Imports a school timetable (${CSV_SHAPE}) Every row is checked first; by ` +
            "default any problem answers 400 with the row numbers and nothing changes (skipInvalid=true writes the " +
            "rows that pass and lists the others). mode=replace (the default) replaces the listed users' entries; " +
            "mode=add adds to them.",
          consumes: ["text/csv"],
          querystring: timetableImportQuerySchema.omit({ preview: true }),
          body: z.string().max(TIMETABLE_MAX_BYTES),
          response: { 200: timetableImportResultSchema, 400: errorShape },
        },
        onRequest: requireCsv,
      },
      async (request) => importTimetable(deps, request.body, request.query),
    );
  });
};
