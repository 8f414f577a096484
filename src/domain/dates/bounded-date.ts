// The one rule for every date a request carries (a tournament's start and end, the time inside a page cursor).
// PostgreSQL's timestamptz, JavaScript's Date and ISO 8601's four-digit years each reach a different range, and
// where they disagree a query failed with a 500: year 0000 is a JavaScript date (1 BC) that PostgreSQL refuses to
// read, and an instant past 9999 has no four-digit year for a cursor to write. Nothing this app records (a
// tournament, a message, an audit entry) falls before 1900, so 1900 to 9999 (in UTC) leaves every real date in and
// every disagreement out.
import { z } from "zod";

/** The first and last instants a request may name, in epoch milliseconds. */
export const DATE_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(10_000, 0, 1) - 1 } as const;

/** The API's error code for a date outside DATE_RANGE (a zod issue carries it in `params.code`). */
export const INVALID_DATE = "invalid_date";
export const DATE_OUT_OF_RANGE = "Dates must fall between the years 1900 and 9999.";

/** Whether `text` is a date JavaScript reads, at an instant within DATE_RANGE. */
export function isBoundedDate(text: string): boolean {
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= DATE_RANGE.min && time <= DATE_RANGE.max;
}

/** An ISO 8601 date and time with its offset, within DATE_RANGE; `message` for any that is not. */
export function boundedDateTime(message: string) {
  return z.iso
    .datetime({ offset: true, message })
    .max(40, message)
    .refine(isBoundedDate, { message, params: { code: INVALID_DATE } });
}
