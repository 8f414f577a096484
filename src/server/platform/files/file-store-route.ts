// Answers the local file store's signed URLs (`/api/files/<key>?expires=…&signature=…`): the signature is the
// permission, so a tampered or expired URL is refused and there is no other way to read a stored file.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorBody, errorShape } from "../http/errors";
import type { FileStore } from "./file-store";
import { STORED_IMAGE_TYPES } from "./file-store-images";
import { LocalFileStore } from "./local-file-store";

const image = z.string().meta({ format: "binary" });
// Longer than any key the store makes (`spikeball/receipts/<uuid>.jpg`); the router refuses a longer path anyway.
const MAX_KEY_LENGTH = 200;

/** Registers the route when the store is the local folder; an S3 store's URLs point at S3 itself. */
export function registerFileRoutes(app: FastifyInstance, store: FileStore) {
  if (!(store instanceof LocalFileStore)) return;
  app.get<{ Params: { "*": string }; Querystring: { expires?: string; signature?: string } }>(
    "/files/*",
    {
      config: { access: "public" },
      schema: {
        operationId: "readStoredFile",
        tags: ["files"],
        summary:
          "A stored image (a Spikeball receipt), at the signed URL another answer gave: the signature is the " +
          "permission, so no session is needed; an expired or altered URL answers 403",
        params: z.object({ "*": z.string().max(MAX_KEY_LENGTH).describe("The file's key") }),
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(100).optional() }),
        response: {
          200: {
            description: "The image, re-encoded when it was stored",
            content: Object.fromEntries(STORED_IMAGE_TYPES.map((type) => [type, { schema: image }])),
          },
          403: errorShape,
        },
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const verdict = await store.verify(key, request.query.expires, request.query.signature);
      if (verdict === "expired") {
        return reply.status(403).send(errorBody("link_expired", "This link has expired. Reload the page."));
      }
      if (verdict === "invalid") return reply.status(403).send(errorBody("invalid_signature", "Invalid link"));
      const file = await store.read(key);
      if (!file) return reply.status(404).send(errorBody("not_found", "File not found"));
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", "inline")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
}
