// The server's VAPID identity (RFC 8292): a key pair made once and kept in the database, so every process of a
// cluster signs the same way and browsers' subscriptions survive restarts; or the pair the operator set.
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config";
import { serverSecrets, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { loadWebPush } from "./web-push-library";

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const SECRET_NAME = "vapid_keys";

async function storedKeys(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const read = async () => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME)))[0]?.value;
  const existing = await read();
  if (existing) return JSON.parse(existing) as { publicKey: string; privateKey: string };
  // Two processes starting at once may both generate a pair: the first written wins and both read it back.
  const fresh = (await loadWebPush()).generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(fresh) })
    .onConflictDoNothing();
  return JSON.parse((await read())!) as { publicKey: string; privateKey: string };
}

/** Who the push services may contact about our pushes: VAPID_SUBJECT, an https PUBLIC_URL, or the first admin. */
async function subject(db: Db, config: Config): Promise<string> {
  if (config.push.vapidSubject) return config.push.vapidSubject;
  if (config.publicUrl.startsWith("https://")) return config.publicUrl;
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return `mailto:${admin?.email ?? `admin@${new URL(config.publicUrl).hostname}`}`;
}

export async function getVapidDetails(db: Db, config: Config): Promise<VapidDetails> {
  const keys = config.push.vapidKeys ?? (await storedKeys(db));
  return { subject: await subject(db, config), ...keys };
}
