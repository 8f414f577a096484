// Whether the first-run setup is still open: it is until the database has an administrator, and then for good.
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db, Tx } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";

export const SETUP_DONE_MESSAGE = "Setup is done: an administrator already exists. Sign in at /admin/login.";

/** 410: the setup link and page are gone once an administrator exists. */
export const setupDone = () => new AppError("setup_done", SETUP_DONE_MESSAGE, 410);

export async function hasAdministrator(db: Db | Tx): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return admin !== undefined;
}

/** "open", or throws `setupDone()`. */
export async function getSetupStatus(db: Db): Promise<"open"> {
  if (await hasAdministrator(db)) throw setupDone();
  return "open";
}
