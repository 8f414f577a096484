// What a console change needs. Its screens follow the one `admin` topic (domain/realtime-topics.ts), which the realtime
// hub registers itself, because the audit log of every feature publishes on it too.
import type { Db } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";

/** What a console change needs: the database and the hub that tells open consoles to refetch. */
export type AdminDeps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };
