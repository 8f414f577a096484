// A browser asks for pushes: its subscription is kept for the signed-in session that sent it. The same browser
// subscribing again (or after another account signed in on it) replaces its row, found by the endpoint. The
// address must be a browser's push service and the keys ones a browser makes (issue 34), and an account has at
// most MAX_PUSH_DEVICES devices.
import { and, count, eq, ne, or } from "drizzle-orm";
import { deviceLabel, MAX_PUSH_DEVICES } from "../../../domain/push/push-rules";
import type { PushSubscriptionInput } from "../../../domain/push/push-schemas";
import { PUSH_TEXTS } from "../../../domain/push/push-texts";
import { pushSubscriptions, users } from "../../db/schema";
import type { RequestAuth } from "../../platform/auth/access";
import type { Db } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import { endpointRefusal, type PushEndpointPolicy } from "./push-endpoint-guard";
import { isAuthSecret, isP256Point } from "./push-keys";
import { toDevice } from "./push-queries";

export async function subscribeDevice(
  db: Db,
  auth: RequestAuth,
  input: PushSubscriptionInput,
  options: { userAgent: string | undefined; endpoints: PushEndpointPolicy },
) {
  // The server POSTs to this address: anything but a push service would let a student aim it inside the network.
  const refusal = endpointRefusal(input.endpoint, options.endpoints);
  if (refusal === "invalid") throw new AppError("invalid_request", PUSH_TEXTS.endpointInvalid, 400);
  if (refusal) throw new AppError("not_a_push_service", PUSH_TEXTS.endpointNotPushService, 400);
  // A key a browser cannot have made would make every push to it throw: refused here, once.
  if (!isP256Point(input.keys.p256dh) || !isAuthSecret(input.keys.auth)) {
    throw new AppError("invalid_request", PUSH_TEXTS.keysInvalid, 400);
  }
  const values = {
    userId: auth.user.id,
    sessionId: auth.sessionId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: deviceLabel(options.userAgent),
  };
  const row = await db.transaction(async (tx) => {
    // The account's row is the lock: two subscriptions at once cannot both take the last place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.user.id)).for("update");
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, auth.user.id), ne(pushSubscriptions.endpoint, input.endpoint)));
    if ((others?.n ?? 0) >= MAX_PUSH_DEVICES) {
      throw new AppError("too_many_devices", PUSH_TEXTS.tooManyDevices(MAX_PUSH_DEVICES), 409);
    }
    const [upserted] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...values, createdAt: new Date() },
        // Another account's device changes hands only when the keys match too: the browser itself, now signed in
        // as someone else. Knowing the address alone is not enough to take a device over.
        setWhere: or(
          eq(pushSubscriptions.userId, auth.user.id),
          and(eq(pushSubscriptions.p256dh, input.keys.p256dh), eq(pushSubscriptions.auth, input.keys.auth)),
        ),
      })
      .returning();
    return upserted;
  });
  if (!row) throw new AppError("device_taken", PUSH_TEXTS.deviceTaken, 409);
  return toDevice(row, auth.sessionId);
}
