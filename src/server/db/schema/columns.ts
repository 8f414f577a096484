// The column builders and CHECK helpers every table file shares. Enumerated values are stored as text with a CHECK
// (not PostgreSQL enums), so adding a value is a plain constraint swap; the values come from src/domain.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/** `column IN ('a', 'b')` for a CHECK; the values are our own constants, never user input. */
export function oneOf(column: AnyColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((v) => sql.raw(typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}

/** At least one non-space character (the app trims; this catches a write that did not). */
export function notBlank(column: AnyColumn): SQL {
  return sql`${column} ~ '[^[:space:]]'`;
}

/** A number of our own written into a CHECK as a literal, so the constraint's SQL reads like hand-written SQL. */
export const literal = (value: number): SQL => sql.raw(String(value));

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
