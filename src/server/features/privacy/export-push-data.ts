// Web Push's part of "download my data": the choices of what reaches the devices, and each device by its name and
// push service. Never the push address or its keys: they are what lets anyone send to the device.
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { pushPreferences, pushSubscriptions } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { iso } from "./export-dates";

export async function exportPushData(tx: Tx, userId: string): Promise<DataExport["push"]> {
  const [preferences] = await tx
    .select({
      schoolWide: pushPreferences.schoolWide,
      messages: pushPreferences.messages,
      jenga: pushPreferences.jenga,
      spikeball: pushPreferences.spikeball,
      hideMessageText: pushPreferences.hideMessageText,
    })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  const devices = await tx
    .select({
      label: pushSubscriptions.label,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    preferences: preferences ?? null,
    devices: devices.map((d) => ({
      label: d.label,
      pushService: new URL(d.endpoint).origin,
      createdAt: iso(d.createdAt),
    })),
  };
}
