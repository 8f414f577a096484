import type { Db } from "../../../platform/db";
import type { Publisher } from "./tournament-events";

/** What a tournament use case needs: the database and the realtime hub to tell the open brackets. */
export type TournamentDeps = { db: Db; realtime: Publisher };
