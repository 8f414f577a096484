// The `Idempotency-Key` request header (IETF draft "The Idempotency-Key HTTP Header Field"): a client that may send a
// write twice (a retry after a lost answer, a message queued offline) names it with a key of its own, and a repeat
// gets the answer the first one got instead of a second write. Kept in the database (`idempotent_requests`), so it
// holds across server processes and restarts.
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { z } from "zod";
import { idempotentRequests } from "../../db/schema";
import type { Db } from "./db";
import { preparedStatement } from "./prepared-statement";
import { AppError } from "../http/errors";
import { RETENTION_SECONDS } from "./housekeeping";

export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

// Visible ASCII without a double quote, bare or as the draft's structured-field string (in double quotes, which are not
// part of the key).
const KEY_PATTERN = new RegExp(
  `^(?:"([\\x21\\x23-\\x5b\\x5d-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}})"|([\\x21\\x23-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}))$`,
);

/** A route's `schema.headers` for a write that takes a key; the other headers pass through untouched. */
export const idempotencyKeyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(KEY_PATTERN, "Idempotency-Key must be 1 to 128 visible ASCII characters, without quotes inside")
    .optional()
    .describe(
      "A key of the client's choosing (a UUID) that names this request: a repeat with the same key from the same " +
        "account gets the first answer again (same status and body) and changes nothing; the same key with another " +
        `body answers 422 \`idempotency_key_reused\`. Kept for ${RETENTION_SECONDS.idempotencyKeys / 86_400} days.`,
    ),
});

/** The key a validated header carries, without the quotes of the structured-field form. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = KEY_PATTERN.exec(header);
  return match?.[1] ?? match?.[2];
}

export type IdempotentAnswer<S extends number, T> = { status: S; body: T };

export type IdempotencyClaim = {
  userId: string;
  /** The write the key belongs to ("send-message"); the same key on another operation is another request. */
  operation: string;
  key: string | undefined;
  /** The validated request (body and path parameters): a repeat must send the same. */
  request: unknown;
};

/** A request's key as the placeholders of `storedRequest` and `storeAnswer` take it (a null key matches nothing). */
export type KeyValues = {
  keyUserId: string;
  keyOperation: string;
  key: string | null;
  keyFingerprint: string | null;
};

/** The row of a request made earlier with the same key, as `storedRequest` reads it. */
export type StoredRequest = { fingerprint: string; status: number; body: unknown };

/** What a write run under a key found: the answer it stored with its writes, or the row of the request it repeats. */
export type OnceOutcome<S extends number, T> = { answer: IdempotentAnswer<S, T> } | { stored: StoredRequest };

const p = (name: keyof KeyValues) => sql.placeholder(name);
const r = idempotentRequests;

/**
 * For the write's statement: the row of an earlier request with this key, committed before the statement began (a
 * `with stored as (…)`). The write does nothing when there is one.
 */
export const storedRequest = sql`
  select ${r.fingerprint}, ${r.status}, ${r.body} from ${r}
  where ${r.userId} = ${p("keyUserId")} and ${r.operation} = ${p("keyOperation")} and ${r.key} = ${p("key")}`;

/**
 * For the write's statement: stores the key with its answer (`status`, `body`, SQL over the rows of `from`), only if
 * the request has a key and `from` has a row (what the write stored). A concurrent request with the same key waits on
 * this row's primary key until commit, then fails with a unique violation and its statement stores nothing.
 */
export const storeAnswer = (from: SQL, status: SQL, body: SQL) => sql`
  insert into ${r} (user_id, operation, key, fingerprint, status, body)
  select ${p("keyUserId")}, ${p("keyOperation")}, ${p("key")}, ${p("keyFingerprint")}, ${status}, ${body}
  from ${from} where ${p("key")}::text is not null`;

/**
 * Runs `write` once per (account, operation, key) and answers every repeat with the stored answer; without a key it
 * just runs. `write` is one statement, its own transaction, that folds in the key's two parts: `storedRequest`, which
 * makes it write nothing and give back the earlier request's row when there is one, and `storeAnswer`, which stores
 * the key with the answer beside what it writes. A concurrent repeat, which began before the first committed, fails on
 * the key's primary key instead and is answered from the row read again. An error is not stored, so a refused
 * request can be sent again once what refused it has changed. (Decision 053: a round trip for the key's claim and one
 * for its answer cost a message more CPU than its summaries.)
 */
export async function answerOnce<S extends number, T>(
  db: Db,
  claim: IdempotencyClaim,
  write: (key: KeyValues) => Promise<OnceOutcome<S, T>>,
): Promise<IdempotentAnswer<S, T>> {
  const { userId, operation, key } = claim;
  const fingerprint =
    key === undefined
      ? null
      : createHash("sha256")
          .update(JSON.stringify(claim.request) ?? "")
          .digest("base64url");
  const values: KeyValues = {
    keyUserId: userId,
    keyOperation: operation,
    key: key ?? null,
    keyFingerprint: fingerprint,
  };
  let outcome: OnceOutcome<S, T>;
  try {
    outcome = await write(values);
  } catch (error) {
    if (key === undefined || !isKeyTaken(error)) throw error;
    const [stored] = await readStored(db, values);
    if (!stored) throw error;
    outcome = { stored };
  }
  if ("answer" in outcome) return outcome.answer;
  if (outcome.stored.fingerprint !== fingerprint) {
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was already used for another request", 422);
  }
  return { status: outcome.stored.status as S, body: outcome.stored.body as T };
}

const readStored = preparedStatement<StoredRequest>("idempotency_stored", storedRequest);

const KEY_CONSTRAINT = getTableConfig(idempotentRequests).primaryKeys[0]!.getName();

/** Whether `error` (or what it wraps: Drizzle wraps the driver's) is a conflict on a key stored meanwhile. */
function isKeyTaken(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && constraint === KEY_CONSTRAINT) return true;
  }
  return false;
}
