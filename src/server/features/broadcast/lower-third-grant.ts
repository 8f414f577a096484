// What a right PIN at the lower-third gate gives: a grant the server checks, valid 12 hours, in an HttpOnly cookie
// sent only to /api/lower-third. It is "<expiry in epoch seconds>.<nonce>.<signature>", signed with a key made from
// the server's secret and the current PIN, so nobody can make one or move its expiry, and changing the PIN ends them.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookies, serializeCookie } from "better-call";
import { LOWER_THIRD_TEXTS } from "../../../domain/broadcast/lower-third-texts";
import { AppError } from "../../platform/http/errors";

export const LOWER_THIRD_GRANT_SECONDS = 12 * 3600;
const COOKIE_PATH = "/api/lower-third";

export type LowerThirdGrants = ReturnType<typeof createLowerThirdGrants>;

export function createLowerThirdGrants(options: {
  /** The server's signing secret (better-auth's), shared by every process. */
  secret: () => Promise<string>;
  /** A value that changes with the PIN; undefined while there is none (then no grant holds). */
  pinVersion: () => Promise<string | undefined>;
  /** Whether the app is served over HTTPS (PUBLIC_URL), as for the session cookie. */
  secure: boolean;
}) {
  const cookieName = `${options.secure ? "__Secure-" : ""}cohort.lower_third_grant`;

  const signer = async () => {
    const version = await options.pinVersion();
    if (version === undefined) return undefined;
    const key = createHmac("sha256", await options.secret())
      .update(`cohort:lower-third-grant:${version}`)
      .digest();
    return (payload: string) => createHmac("sha256", key).update(payload).digest();
  };

  return {
    /** A new grant for the browser that gave the right PIN: its Set-Cookie header and when it ends. */
    async issue(now = Date.now()) {
      const sign = await signer();
      if (!sign) throw new AppError("pin_not_set", LOWER_THIRD_TEXTS.notConfigured, 409);
      const expires = Math.floor(now / 1000) + LOWER_THIRD_GRANT_SECONDS;
      const payload = `${expires}.${randomBytes(12).toString("base64url")}`;
      const token = `${payload}.${sign(payload).toString("base64url")}`;
      const cookie = serializeCookie(cookieName, token, {
        httpOnly: true,
        secure: options.secure,
        sameSite: "strict",
        path: COOKIE_PATH,
        maxAge: LOWER_THIRD_GRANT_SECONDS,
      });
      return { cookie, expiresAt: new Date(expires * 1000) };
    },

    /** When the request's grant ends; 401 'pin_required' without a grant that is signed, current and not over. */
    async check(cookieHeader: string | undefined, now = Date.now()): Promise<Date> {
      const token = cookieHeader ? parseCookies(cookieHeader).get(cookieName) : undefined;
      const [expires, nonce, signature, extra] = token?.split(".") ?? [];
      const sign = expires && nonce && signature && extra === undefined ? await signer() : undefined;
      if (sign && /^\d{1,12}$/.test(expires!)) {
        // Compared as text, so only the one spelling of the signature is taken.
        const expected = Buffer.from(sign(`${expires}.${nonce}`).toString("base64url"));
        const given = Buffer.from(signature!);
        const valid = given.length === expected.length && timingSafeEqual(given, expected);
        if (valid && Number(expires) * 1000 > now) return new Date(Number(expires) * 1000);
      }
      throw new AppError("pin_required", LOWER_THIRD_TEXTS.pinRequired, 401);
    },
  };
}
