import type { Db } from "../../platform/db";
import type { Publisher } from "./jenga-events";

/** What a Jenga use case needs: the database and the realtime hub to announce its changes. */
export type JengaDeps = { db: Db; realtime: Publisher };
