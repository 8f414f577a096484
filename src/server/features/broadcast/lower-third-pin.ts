// The lower-third generator's PIN: LOWER_THIRD_PIN in the environment wins; otherwise the one an admin set in the
// control centre, kept as a salted scrypt hash among the server's shared secrets. Every attempt counts against a
// per-address limit before it is checked, and every wrong one against a limit for all addresses together, so guessing
// the 4 characters takes days, not seconds, even from addresses that change at each try.
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { type LowerThirdPinStatus } from "../../../domain/broadcast/lower-third";
import { LOWER_THIRD_TEXTS } from "../../../domain/broadcast/lower-third-texts";
import { serverSecrets } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import { countAttempt, forgetAttempt, type Limit } from "../../platform/http/rate-limit";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const SECRET_NAME = "lower_third_pin";
const KEY_LENGTH = 32;

/** Attempts per address: 20 in 15 minutes, right or wrong, so a correct guess cannot slip past a used-up limit. */
export const UNLOCK_LIMIT: Limit = { max: 20, windowSeconds: 900 };

/**
 * Wrong PINs from all addresses together: 60 an hour. Right ones do not count, and a grant lasts 12 hours, so the
 * media team rarely meets it even while someone is guessing.
 */
export const WRONG_PINS_FROM_ALL_ADDRESSES: Limit = { max: 60, windowSeconds: 3600 };
const ALL_ADDRESSES_KEY = "lower-third-unlock:wrong-pins";

async function hashPin(pin: string, salt: Buffer): Promise<Buffer> {
  return scryptAsync(pin, salt, KEY_LENGTH);
}

async function storedHash(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  return row?.value;
}

export async function lowerThirdPinStatus(db: Db, envPin: string | undefined): Promise<LowerThirdPinStatus> {
  if (envPin) return { configured: true, source: "environment" };
  return (await storedHash(db)) ? { configured: true, source: "settings" } : { configured: false, source: null };
}

/** An admin sets (or changes) the PIN; refused while the environment fixes it. */
export async function setLowerThirdPin(db: Db, envPin: string | undefined, pin: string) {
  if (envPin) throw new AppError("pin_from_environment", LOWER_THIRD_TEXTS.pinFromEnvironment, 409);
  const salt = randomBytes(16);
  const value = `scrypt:${salt.toString("base64url")}:${(await hashPin(pin, salt)).toString("base64url")}`;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value, createdAt: new Date() } });
}

const digest = (text: string) => createHash("sha256").update(text).digest();

async function matches(db: Db, envPin: string | undefined, pin: string): Promise<boolean> {
  // Compared as fixed-length digests in constant time, so the answer's timing tells nothing about the PIN.
  if (envPin) return timingSafeEqual(digest(envPin), digest(pin));
  const stored = await storedHash(db);
  const [, salt, hash] = stored?.split(":") ?? [];
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const given = await hashPin(pin, Buffer.from(salt, "base64url"));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * What the current PIN is, as a value that changes whenever the PIN does (the salted hash, or the environment PIN's
 * digest), for the grants a right PIN gives; undefined while there is no PIN.
 */
export async function currentPinVersion(db: Db, envPin: string | undefined): Promise<string | undefined> {
  if (envPin) return `environment:${digest(envPin).toString("base64url")}`;
  return storedHash(db);
}

/** The gate's check: counts the attempt for `ip`, then answers whether the PIN is right ('Invalid PIN' if not). */
export async function unlockLowerThird(db: Db, envPin: string | undefined, ip: string, pin: string) {
  const status = await lowerThirdPinStatus(db, envPin);
  if (!status.configured) throw new AppError("pin_not_set", LOWER_THIRD_TEXTS.notConfigured, 409);
  await countAttempt(db, `lower-third-unlock:ip:${ip}`, UNLOCK_LIMIT);
  // Counted before the check, in one atomic step, so a burst of guesses from many addresses cannot all pass the
  // limit together; a right PIN is taken back off, so only wrong ones use it up.
  await countAttempt(db, ALL_ADDRESSES_KEY, WRONG_PINS_FROM_ALL_ADDRESSES);
  if (!(await matches(db, envPin, pin))) throw new AppError("invalid_pin", LOWER_THIRD_TEXTS.invalidPin, 401);
  await forgetAttempt(db, ALL_ADDRESSES_KEY);
}
