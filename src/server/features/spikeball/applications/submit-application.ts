// A student applies to play spikeball with a photo of their receipt.
import { RECEIPT_MAX_PIXELS } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballApplications } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { newFileKey } from "../../../platform/files/file-store";
import { ImageRejected, reencodeImage } from "../../../platform/files/file-store-images";
import { announce } from "../spikeball-events";
import { applicationOf } from "./application-queries";
import type { Services } from "../../../platform/database/services-plugin";

const invalidFileType = () =>
  new AppError("invalid_file_type", SPIKEBALL_TEXTS.invalidType, 415, { title: SPIKEBALL_TEXTS.invalidTypeTitle });

/**
 * Re-encodes the receipt, stores it under a server-chosen key and records the application. A refused or failed
 * upload leaves neither a file nor a row: the file is written inside the row's transaction and removed if it fails.
 */
export async function submitApplication({ db, realtime, store }: Services, me: { id: string }, upload: Buffer) {
  if (await applicationOf(db, me.id)) throw new AppError("already_applied", SPIKEBALL_TEXTS.alreadyApplied, 409);
  let image;
  try {
    image = await reencodeImage(upload, { maxPixels: RECEIPT_MAX_PIXELS });
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === "too_many_pixels") throw new AppError("too_many_pixels", SPIKEBALL_TEXTS.tooManyPixels, 413);
    if (error.reason === "unreadable") throw new AppError("unreadable_image", SPIKEBALL_TEXTS.unreadableImage, 422);
    throw invalidFileType();
  }
  const key = newFileKey(`receipts/${me.id}`, image.extension);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(spikeballApplications)
        .values({ userId: me.id, receiptKey: key, status: "pending" })
        .onConflictDoNothing({ target: spikeballApplications.userId })
        .returning();
      if (!row) throw new AppError("already_applied", SPIKEBALL_TEXTS.alreadyApplied, 409);
      await store.put(key, image.body, image.contentType);
      await announce(tx, realtime, "application", [me.id]);
      return (await applicationOf(tx, me.id))!;
    });
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
}
