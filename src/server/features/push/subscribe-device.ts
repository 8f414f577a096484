// A browser asks for pushes: its subscription is kept for the signed-in session that sent it. The same browser
// subscribing again (or after another account signed in on it) replaces its row, found by the endpoint.
import { and, eq, or } from "drizzle-orm";
import { deviceLabel } from "../../../domain/push/push-rules";
import type { PushSubscriptionInput } from "../../../domain/push/push-schemas";
import { PUSH_TEXTS } from "../../../domain/push/push-texts";
import { pushSubscriptions } from "../../db/schema";
import type { RequestAuth } from "../../platform/access";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { isAuthSecret, isP256Point } from "./push-keys";
import { toDevice } from "./push-queries";

export async function subscribeDevice(
  db: Db,
  auth: RequestAuth,
  input: PushSubscriptionInput,
  options: { userAgent: string | undefined; allowHttpEndpoints: boolean },
) {
  // Real push services are all https; the server POSTs to this address, so nothing else is accepted.
  if (new URL(input.endpoint).protocol !== "https:" && !options.allowHttpEndpoints) {
    throw new AppError("invalid_request", PUSH_TEXTS.endpointInvalid, 400);
  }
  // A key a browser cannot have made would make every push to it throw (issue 34): refused here, once.
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
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: new Date() },
      // Another account's device changes hands only when the keys match too: the browser itself, now signed in as
      // someone else. Knowing the address alone is not enough to take a device over.
      setWhere: or(
        eq(pushSubscriptions.userId, auth.user.id),
        and(eq(pushSubscriptions.p256dh, input.keys.p256dh), eq(pushSubscriptions.auth, input.keys.auth)),
      ),
    })
    .returning();
  if (!row) throw new AppError("device_taken", PUSH_TEXTS.deviceTaken, 409);
  return toDevice(row, auth.sessionId);
}
