// The one file store of the server (`app.fileStore`): S3 when S3_BUCKET is set, else a folder under DATA_DIR whose
// signed URLs the route below answers. Tests and the demo seed may give their own.
import path from "node:path";
import fp from "fastify-plugin";
import type { S3Settings } from "../../config";
import { loadAuthSecret } from "../auth/auth";
import type { FileStore } from "./file-store";
import { registerFileRoutes } from "./file-store-route";
import { LocalFileStore, type LocalFileStoreOptions } from "./local-file-store";
import { S3FileStore } from "./s3-file-store";

declare module "fastify" {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

export const fileStorePlugin = fp<{ fileStore?: FileStore }>(
  async (app, { fileStore }) => {
    const { config, database } = app;
    const store =
      fileStore ??
      createFileStore({
        dataDir: config.dataDir,
        secret: () => loadAuthSecret(database.db, config.sessionSecret),
        s3: config.s3,
      });
    app.decorate("fileStore", store);
    await app.register(async (scope) => registerFileRoutes(scope, store), { prefix: "/api" });
  },
  { name: "file-store", dependencies: ["services"] },
);

/** The store the server uses: the S3 bucket when one is configured, else `<dataDir>/files`. */
export function createFileStore({
  dataDir,
  secret,
  s3,
}: {
  dataDir: string;
  secret: LocalFileStoreOptions["secret"];
  s3: S3Settings | undefined;
}): FileStore {
  return s3 ? new S3FileStore(s3) : new LocalFileStore({ root: path.join(dataDir, "files"), secret });
}
