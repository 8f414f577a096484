// Realtime for the admin console: the one `admin` topic its open screens follow (admins only). The topic itself is
// registered by the realtime hub, because the audit log of every feature publishes on it too.
import type { Db } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";

export const ADMIN_TOPIC = "admin";

/** What a console change needs: the database and the hub that tells open consoles to refetch. */
export type AdminDeps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };
