// Whether a browser's key can be encrypted for: web-push throws for a point that is not on P-256, at every push.
import { createPublicKey } from "node:crypto";

/** An uncompressed point (0x04, x, y) on P-256, as node:crypto reads it: it refuses one off the curve. */
export function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

/** The auth secret is 16 bytes (RFC 8291). */
export const isAuthSecret = (auth: string) => Buffer.from(auth, "base64url").length === 16;
