// At a start that finds no administrator: the one-time link to the page that creates the first one (PocketBase's
// installer link, in our words). One token per database: each such start replaces it, so only the link printed last
// works. It lasts an hour and is used once; only its SHA-256 is stored, since the token is long and random.
import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../../config";
import { setupTokens } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { hasAdministrator } from "./get-setup-status";

export const SETUP_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The setup page; the token travels in the fragment, which browsers never send, so no request log can hold it. */
export const SETUP_PATH = "/setup";

export const hashSetupToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type SetupLink = { url: string; expiresAt: Date };

/** A new setup link, or null when an administrator exists (and then any leftover token is removed). */
export async function issueSetupLink(
  db: Db,
  { publicUrl }: Pick<Config, "publicUrl">,
  now = new Date(),
): Promise<SetupLink | null> {
  if (await hasAdministrator(db)) {
    await db.delete(setupTokens);
    return null;
  }
  const token = randomBytes(32).toString("base64url");
  const row = {
    tokenHash: hashSetupToken(token),
    expiresAt: new Date(now.getTime() + SETUP_LINK_LIFETIME_MS),
    createdAt: now,
  };
  await db
    .insert(setupTokens)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: setupTokens.id, set: row });
  return { url: `${publicUrl}${SETUP_PATH}#token=${token}`, expiresAt: row.expiresAt };
}
