// An admin opens an application's receipt: a fresh signed URL (the admin screen asks again when an image fails to
// load, the first one having expired).
import { inArray } from "drizzle-orm";
import { SIGNED_URL_SECONDS } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballApplications } from "../../../db/schema";
import { notFound } from "../../../platform/http/errors";
import type { Services } from "../../../platform/database/services-plugin";

export async function getReceiptUrl({ db, store }: Pick<Services, "db" | "store">, applicationId: string) {
  const [row] = await db
    .select({ receiptKey: spikeballApplications.receiptKey })
    .from(spikeballApplications)
    .where(inArray(spikeballApplications.id, [applicationId]));
  if (!row) throw notFound("Application not found");
  if (!row.receiptKey) throw notFound(SPIKEBALL_TEXTS.receiptMissing);
  return { url: await store.signedUrl(row.receiptKey, SIGNED_URL_SECONDS), expiresInSeconds: SIGNED_URL_SECONDS };
}
