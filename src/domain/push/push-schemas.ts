// The push API's contracts: a browser's PushSubscription as it sends it, the devices list, the preferences.
import { z } from "zod";
import { PUSH_TEXTS } from "./push-texts";

// The length is in the pattern as well, so that the published JSON schema says which strings fit. Browsers send
// these unpadded; padding is allowed.
const base64url = (chars: number, message: string) =>
  z
    .string({ message })
    .max(chars + 2, message)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), message);

/** `PushSubscription.toJSON()`: the push service's address and the keys that encrypt for this browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ message: PUSH_TEXTS.endpointInvalid })
    .max(2048, PUSH_TEXTS.endpointInvalid)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), PUSH_TEXTS.endpointInvalid),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22), base64url as browsers
      // send them. Whether the point is on the curve is the server's check (node:crypto), at registration.
      p256dh: base64url(87, PUSH_TEXTS.keysInvalid),
      auth: base64url(22, PUSH_TEXTS.keysInvalid),
    },
    { message: PUSH_TEXTS.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  /** Subscribed in the session that asks: the browser that is looking at the list. */
  thisDevice: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushPreferencesSchema = z.strictObject({
  schoolWide: z.boolean(),
  messages: z.boolean(),
  jenga: z.boolean(),
  spikeball: z.boolean(),
  hideMessageText: z.boolean(),
});

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
