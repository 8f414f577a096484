// A hot statement of a transaction, built once and prepared by name. A query builder's `.prepare()` (as the session
// lookup uses) binds the statement to the pool it was made on, so it cannot run inside a transaction; and a statement
// built on every call costs Drizzle's query building in the server and parsing and planning in PostgreSQL each time
// (planning alone, 0.1-0.2 ms for each of a message's two statements: decision 049). This builds the text once, with
// `sql.placeholder(name)` for what changes, and runs it under `name` through the transaction's own session: PostgreSQL
// parses and plans it once per pooled connection (PGlite, one connection, plans it each time).
//
// A named statement outlives a migration on the connections that prepared it: while old and new processes share a
// database (a rolling upgrade), a newer process may add a column. PostgreSQL plans the statement again then, and
// refuses to run it if its result's columns changed ("cached plan must not change result type"): a `*` would take in
// the new column. So a statement names its columns; one that uses `*` is refused when it is built.
import { type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./db";

const dialect = new PgDialect();

/** `select *`, `returning *`, `t.*`: a result whose columns follow the table's. `count(*)` is no such thing. */
const STAR_RESULT = /(?:\bselect|\breturning|,)\s*\*|\.\*/i;

/**
 * `statement`'s text must be the same for every call: its values are placeholders (`sql.placeholder("name")`) filled
 * from `values`, or constants of the statement; its result names its columns (no `*`). Returns the rows as the
 * driver gives them (column names, driver values: map dates with the column's `mapFromDriverValue`).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  if (STAR_RESULT.test(query.sql)) throw new Error(`prepared statement ${name} must name its columns, not *`);
  // Drizzle's handle of the statement, made once per session: the pool's lives as long as the server, a transaction's
  // as long as the transaction.
  const handles = new WeakMap<object, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const session = db._.session;
    let prepared = handles.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(query, undefined, name, false);
      handles.set(session, prepared);
    }
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
