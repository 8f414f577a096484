import type { Db } from "../../platform/db";
import type { Publisher } from "./friends-events";

/** What a friends use case needs: the database and the realtime hub to tell the people concerned. */
export type FriendsDeps = { db: Db; realtime: Publisher };
