import type { Db } from "../../../platform/db";
import type { FileStore } from "../../../platform/file-store";
import type { Publisher } from "../spikeball-events";

/** What an application use case needs: the database, the realtime hub, and the file store for the receipts. */
export type ApplicationDeps = { db: Db; realtime: Publisher; store: FileStore };
