// The demo's administrator for `npm run demo`. On an empty database nobody has opened the setup link yet, and the
// admin console's demo parts (notifications, conversations, tournaments) are written in an administrator's name:
// without one they added nothing. Created only while the database has no administrator at all, so a real one (the
// setup page's, ADMIN_EMAIL's) is never joined by a demo account with a published password.
import { eq } from "drizzle-orm";
import { firstSchoolId } from "../../db/confirmed-account";
import { DEMO_PASSWORD } from "../../db/demo-people";
import { users } from "../../db/schema";
import { hashPassword } from "../../platform/auth/auth";
import type { Db } from "../../platform/database/db";
import { writeAdmin } from "./ensure-admin";
import { hasAdministrator } from "./get-setup-status";

export const DEMO_ADMIN = { name: "Dana Whitfield", email: "demo.admin@riverside.example" };

/** Creates the demo administrator when there is no administrator; returns how many accounts were created. */
export async function seedDemoAdmin(db: Db): Promise<number> {
  if (await hasAdministrator(db)) return 0;
  const schoolId = await firstSchoolId(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction((tx) => writeAdmin(tx, { ...DEMO_ADMIN, passwordHash, schoolId }));
  return 1;
}

/** Whether the demo administrator is an administrator of this database (and so its credentials are worth printing). */
export async function demoAdminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  return row?.role === "admin";
}
