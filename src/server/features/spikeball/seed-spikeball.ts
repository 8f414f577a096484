// Demo spikeball content for `npm run demo`: applications in every state (with generated receipt photos, stored like
// real uploads), then two teams with members and a pending invite. Made through the same use cases as the real app;
// only fills an empty spikeball_applications table, and only once the demo students exist.
import { count } from "drizzle-orm";
import { findDemoStudents } from "../../db/demo-people";
import { spikeballApplications } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import type { FileStore } from "../../platform/files/file-store";
import { seedDemoApplications } from "./applications/seed-applications";
import { demoCast } from "./demo-players";
import { seedDemoTeams } from "./teams/seed-teams";
import { SILENT } from "../../platform/database/services-plugin";

// Nobody is connected while the demo data is written: there is no one to tell.
/** Returns how many applications there are. */
export async function seedDemoSpikeball(db: Db, store: FileStore): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(spikeballApplications);
  if ((existing?.n ?? 0) > 0) return 0;
  if (!(await findDemoStudents(db))) return 0;

  const cast = await demoCast(db);
  const deps = { db, realtime: SILENT, store };
  await seedDemoApplications(deps, cast);
  await seedDemoTeams(deps, cast);

  const [rows] = await db.select({ n: count() }).from(spikeballApplications);
  return rows?.n ?? 0;
}
