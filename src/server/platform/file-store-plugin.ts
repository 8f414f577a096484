// The one file store of the server (`app.fileStore`): S3 when S3_BUCKET is set, else a folder under DATA_DIR whose
// signed URLs the route below answers. Tests and the demo seed may give their own.
import fp from "fastify-plugin";
import { loadAuthSecret } from "./auth";
import { createFileStore, type FileStore } from "./file-store";
import { registerFileRoutes } from "./file-store-route";

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
