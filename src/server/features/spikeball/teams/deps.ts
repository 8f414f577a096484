import type { Db } from "../../../platform/db";
import type { Publisher } from "../spikeball-events";

/** What a team use case needs: the database and the realtime hub to tell the players concerned. */
export type TeamDeps = { db: Db; realtime: Publisher };
