// Ids in paths, one schema for every route, and one rule for all of them: an id that cannot name anything (empty,
// longer than 64 characters, or not a uuid where the table's key is one) answers 404 `not_found` with the route's own
// message, exactly as an id that names nothing does: never a 400, and never a query that a uuid column would fail.
import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID_LENGTH = 64;

/** The code of the refusal, which the error handler (errors.ts) answers with 404. */
export const NOT_FOUND_CODE = "not_found";

/** Whether `value` is a uuid, the shape of every key the database gives (`defaultRandom()`). */
export const isUuid = (value: string) => UUID.test(value);

/**
 * A path parameter that is an id; `notFound` is what the route answers when it names nothing. Our tables' keys are
 * uuids; better-auth's (users, sessions) are text: `pathId(message, "text")`.
 */
export function pathId(notFound = "Not found", key: "uuid" | "text" = "uuid") {
  const names = (id: string) => id.length >= 1 && id.length <= MAX_ID_LENGTH && (key === "text" || isUuid(id));
  // The refinement comes first, so a too-long id is refused with its code before `max` (which bounds the schema).
  return z
    .string()
    .refine(names, { message: notFound, params: { code: NOT_FOUND_CODE } })
    .max(MAX_ID_LENGTH);
}
