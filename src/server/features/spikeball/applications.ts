// Spikeball applications: a student applies with a receipt photo; an admin approves or denies (one by one, or all
// pending and not-applied users at once).
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  RECEIPT_MAX_PIXELS,
  type ReviewDecision,
  SIGNED_URL_SECONDS,
  SPIKEBALL_TEXTS,
  mayReview,
} from "../../../domain/spikeball/spikeball-rules";
import { spikeballApplications, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { AppError, notFound } from "../../platform/errors";
import { type FileStore, newFileKey } from "../../platform/file-store";
import { ImageRejected, reencodeImage } from "../../platform/file-store-images";
import { announce, type Publisher } from "./spikeball-events";
import { applicationOf, isUuid } from "./spikeball-queries";

export type SpikeballDeps = { db: Db; realtime: Publisher; store: FileStore };

export const invalidFileType = () =>
  new AppError("invalid_file_type", SPIKEBALL_TEXTS.invalidType, 415, { title: SPIKEBALL_TEXTS.invalidTypeTitle });

/**
 * Re-encodes the receipt, stores it under a server-chosen key and records the application. A refused or failed
 * upload leaves neither a file nor a row: the file is written inside the row's transaction and removed if it fails.
 */
export async function submitApplication({ db, realtime, store }: SpikeballDeps, me: { id: string }, upload: Buffer) {
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

/**
 * Approves or denies a user's application. A user without one (not_applied) gets one: approved with no receipt and
 * an automatic note, or denied. Only pending and not_applied users can be reviewed.
 */
export async function reviewApplication(
  { db, realtime }: Pick<SpikeballDeps, "db" | "realtime">,
  admin: { id: string },
  userId: string,
  status: ReviewDecision,
  notes: string | null,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, "active")));
    if (!user) throw notFound(SPIKEBALL_TEXTS.userNotFound);
    const [existing] = await tx
      .select()
      .from(spikeballApplications)
      .where(eq(spikeballApplications.userId, userId))
      .for("update");
    if (!mayReview(existing?.status ?? "not_applied")) {
      throw new AppError("already_reviewed", SPIKEBALL_TEXTS.applicationReviewed, 409);
    }
    const decided = {
      status,
      adminNotes: notes ?? (existing || status !== "approved" ? null : SPIKEBALL_TEXTS.autoApprovedNote),
      approvedBy: status === "approved" ? admin.id : null,
      approvedAt: status === "approved" ? new Date() : null,
    };
    if (existing) {
      await tx.update(spikeballApplications).set(decided).where(eq(spikeballApplications.id, existing.id));
    } else {
      // A concurrent submission would make this conflict; the admin then reviews the fresh pending one.
      const [row] = await tx
        .insert(spikeballApplications)
        .values({ userId, receiptKey: null, ...decided })
        .onConflictDoNothing({ target: spikeballApplications.userId })
        .returning();
      if (!row) throw new AppError("application_changed", SPIKEBALL_TEXTS.applicationReviewed, 409);
    }
    await announce(tx, realtime, "application", [userId]);
    return (await applicationOf(tx, userId))!;
  });
}

/** Approves every pending application and every active user without one; returns how many were approved. */
export async function bulkApprove({ db, realtime }: Pick<SpikeballDeps, "db" | "realtime">, admin: { id: string }) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const pending = await tx
      .update(spikeballApplications)
      .set({ status: "approved", approvedBy: admin.id, approvedAt: now })
      .where(eq(spikeballApplications.status, "pending"))
      .returning({ userId: spikeballApplications.userId });
    const notApplied = await tx
      .select({ id: users.id })
      .from(users)
      .leftJoin(spikeballApplications, eq(spikeballApplications.userId, users.id))
      .where(and(eq(users.status, "active"), isNull(spikeballApplications.id)));
    const created = notApplied.length
      ? await tx
          .insert(spikeballApplications)
          .values(
            notApplied.map((u) => ({
              userId: u.id,
              receiptKey: null,
              status: "approved" as const,
              adminNotes: SPIKEBALL_TEXTS.autoApprovedNote,
              approvedBy: admin.id,
              approvedAt: now,
            })),
          )
          .onConflictDoNothing({ target: spikeballApplications.userId })
          .returning({ userId: spikeballApplications.userId })
      : [];
    const approved = [...pending, ...created].map((r) => r.userId);
    await announce(tx, realtime, "application", approved);
    return { approved: approved.length };
  });
}

/** A fresh signed URL for an application's receipt (the admin screen asks again when an image fails to load). */
export async function receiptUrl({ db, store }: Pick<SpikeballDeps, "db" | "store">, applicationId: string) {
  if (!isUuid(applicationId)) throw notFound("Application not found");
  const [row] = await db
    .select({ receiptKey: spikeballApplications.receiptKey })
    .from(spikeballApplications)
    .where(inArray(spikeballApplications.id, [applicationId]));
  if (!row) throw notFound("Application not found");
  if (!row.receiptKey) throw notFound(SPIKEBALL_TEXTS.receiptMissing);
  return { url: await store.signedUrl(row.receiptKey, SIGNED_URL_SECONDS), expiresInSeconds: SIGNED_URL_SECONDS };
}
