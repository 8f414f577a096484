// The setup page's one action: with the token printed at start, on the printed address, create the first
// administrator (email confirmed), and use the token up.
import { timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import type { createFirstAdminSchema } from "../../../domain/accounts/account-schemas";
import type { Config } from "../../config";
import { setupTokens } from "../../db/schema";
import { hashPassword } from "../../platform/auth/auth";
import type { Db } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import { refuseWeakPassword, siteWords } from "../../platform/auth/password-rule";
import { firstSchoolId } from "../../db/confirmed-account";
import { writeAdmin } from "./ensure-admin";
import { hasAdministrator, setupDone } from "./get-setup-status";
import { hashSetupToken } from "./issue-setup-link";

export type FirstAdmin = { id: string; name: string; email: string };

export async function createFirstAdmin(
  db: Db,
  input: z.output<typeof createFirstAdminSchema>,
  { origin, config, now = new Date() }: { origin: string | undefined; config: Config; now?: Date },
): Promise<FirstAdmin> {
  if (await hasAdministrator(db)) throw setupDone();
  // The link was printed with PUBLIC_URL's origin; the loopback aliases that are trusted otherwise do not count here.
  const printedOrigin = new URL(config.publicUrl).origin;
  if (origin !== printedOrigin) {
    throw new AppError(
      "setup_wrong_address",
      `This setup link works only at ${printedOrigin}. Open it exactly as ${config.appName} printed it.`,
      403,
    );
  }
  const owner = { name: input.fullName, email: input.email };
  await refuseWeakPassword(input.password, owner, "password", await siteWords(db, config.appName));
  const passwordHash = await hashPassword(input.password);
  const schoolId = await firstSchoolId(db);

  return db.transaction(async (tx) => {
    // Two submissions at once: the second waits here, and finds the token gone.
    const [stored] = await tx.select().from(setupTokens).for("update");
    if (await hasAdministrator(tx)) throw setupDone();
    if (!stored || !sameHash(stored.tokenHash, hashSetupToken(input.token))) {
      throw new AppError(
        "setup_link_invalid",
        `This setup link is not valid: it was used already, or ${config.appName} printed a newer one. Restart ${config.appName} to print a new link.`,
        403,
      );
    }
    if (stored.expiresAt <= now) {
      throw new AppError(
        "setup_link_expired",
        `This setup link has expired: it works for one hour. Restart ${config.appName} to print a new link.`,
        403,
      );
    }
    const id = await writeAdmin(tx, {
      email: input.email,
      name: input.fullName,
      passwordHash,
      schoolId,
    });
    await tx.delete(setupTokens);
    return { id, name: input.fullName, email: input.email };
  });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
