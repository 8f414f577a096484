// The `Idempotency-Key` request header (IETF draft "The Idempotency-Key HTTP Header Field"): a client that may send a
// write twice (a retry after a lost answer, a message queued offline) names it with a key of its own, and a repeat
// gets the answer the first one got instead of a second write. Kept in the database (`idempotent_requests`), so it
// holds across server processes and restarts.
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { idempotentRequests } from "../../db/schema";
import type { Db, Tx } from "./db";
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

/**
 * Runs `write` once per (account, operation, key) and answers every repeat with the stored answer; without a key it
 * just runs. The key's row is inserted first, in the write's transaction: a concurrent repeat's insert waits on it,
 * finds it committed with the answer (or gone, if the first failed, and then runs the write itself). An error is not
 * stored, so a refused request can be sent again once what refused it has changed.
 */
export async function answerOnce<S extends number, T>(
  db: Db,
  claim: IdempotencyClaim,
  write: (tx: Tx) => Promise<IdempotentAnswer<S, T>>,
): Promise<IdempotentAnswer<S, T>> {
  const { userId, operation, key } = claim;
  if (key === undefined) return db.transaction(write);
  const fingerprint = createHash("sha256")
    .update(JSON.stringify(claim.request) ?? "")
    .digest("base64url");
  return db.transaction(async (tx) => {
    const claimed = await claimKey(tx, { userId, operation, key, fingerprint });
    if (claimed.length === 0) {
      const sameKey = and(
        eq(idempotentRequests.userId, userId),
        eq(idempotentRequests.operation, operation),
        eq(idempotentRequests.key, key),
      );
      const [stored] = await tx.select().from(idempotentRequests).where(sameKey);
      if (stored?.fingerprint !== fingerprint) {
        throw new AppError("idempotency_key_reused", "This Idempotency-Key was already used for another request", 422);
      }
      return { status: stored.status as S, body: stored.body as T };
    }
    const answer = await write(tx);
    await storeAnswer(tx, { userId, operation, key, status: answer.status, body: answer.body });
    return answer;
  });
}

// The claim and the answer of every write sent with a key: prepared, as they run in each such write's transaction.
const p = (name: string) => sql.placeholder(name);
const claimKey = preparedStatement<{ key: string }>(
  "idempotency_claim",
  sql`insert into ${idempotentRequests} (user_id, operation, key, fingerprint)
      values (${p("userId")}, ${p("operation")}, ${p("key")}, ${p("fingerprint")})
      on conflict do nothing returning key`,
);
const storeAnswer = preparedStatement(
  "idempotency_answer",
  sql`update ${idempotentRequests} set status = ${p("status")}::int, body = ${p("body")}::jsonb
      where user_id = ${p("userId")} and operation = ${p("operation")} and key = ${p("key")}`,
);
