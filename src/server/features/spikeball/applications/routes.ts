// Spikeball applications: a student applies with a receipt photo and reads their application; the admin's endpoints
// are in admin-routes.ts.
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { RECEIPT_MAX_BYTES } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { applicationSchema } from "../../../../domain/spikeball/spikeball-schemas";
import { AppError } from "../../../platform/http/errors";
import { adminApplicationRoutes } from "./admin-routes";
import { applicationOf } from "./application-queries";
import { submitApplication } from "./submit-application";

// Room for the multipart envelope around the file; the file itself is held to RECEIPT_MAX_BYTES while it streams.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new AppError("payload_too_large", SPIKEBALL_TEXTS.tooLarge, 413);
const noFile = () => new AppError("no_file", SPIKEBALL_TEXTS.noFile, 400, { title: SPIKEBALL_TEXTS.noFileTitle });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  const { db } = deps;
  const tags = ["spikeball"];

  // The upload lives in a scope of its own, the only one that parses multipart bodies.
  void app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/spikeball/application",
      {
        config: { access: "signed-in" },
        schema: {
          operationId: "submitSpikeballApplication",
          tags,
          summary:
            "Apply with a receipt photo (multipart field `receipt`): an image by its content, at most 10 MB and 40 megapixels; stored re-encoded, without metadata",
          consumes: ["multipart/form-data"],
          response: { 201: z.object({ application: applicationSchema }) },
        },
        // A declared length past the limit is refused before a byte of the body is read.
        onRequest: async (request) => {
          const declared = Number(request.headers["content-length"] ?? 0);
          if (declared > RECEIPT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        const me = request.user;
        if (!request.isMultipart()) throw noFile();
        let bytes: Buffer | undefined;
        try {
          // Every part is read (and held to the limits): a second file is refused, not silently ignored.
          for await (const part of request.parts()) {
            if (part.type !== "file") continue;
            if (bytes) throw new AppError("too_many_parts", "Send one receipt image only.", 413);
            bytes = await part.toBuffer();
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
          if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
            throw new AppError("too_many_parts", "Send one receipt image only.", 413);
          }
          // A body that is not multipart at all (no boundary, cut short) is the sender's mistake, not ours.
          if (!(error as { statusCode?: number }).statusCode) {
            throw new AppError("invalid_upload", "The upload could not be read: send the receipt as form data.", 400);
          }
          throw error;
        }
        if (!bytes || bytes.length === 0) throw noFile();
        return reply.status(201).send({ application: await submitApplication(deps, me, bytes) });
      },
    );
  });

  app.get(
    "/spikeball/application",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "getMySpikeballApplication",
        tags,
        summary: "My application (status, admin notes, submitted date), or null before I apply",
        response: { 200: z.object({ application: applicationSchema.nullable() }) },
      },
    },
    async (request) => ({ application: await applicationOf(db, request.user.id) }),
  );

  await app.register(adminApplicationRoutes);
};
