// Statements prepared by name (decisions 049, 051): one that names its columns keeps running on the connections that
// prepared it after a newer process's migration adds a column (a rolling upgrade); one with `*` is refused when built.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { preparedStatement } from "./prepared-statement";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table upgrade_probe (id serial primary key, note text not null)`);
});
afterAll(() => database.close());

describe("preparedStatement", () => {
  it("refuses a result of `*`, whose columns would follow the table's", () => {
    for (const text of [
      "select * from t",
      "insert into t values (1) returning *",
      "with m as (select 1) select m.* from m",
    ]) {
      expect(() => preparedStatement("star_probe", sql.raw(text))).toThrow(/must name its columns/);
    }
    expect(() =>
      preparedStatement("count_probe", sql`select count(*) as n, 2 * 3 as six from upgrade_probe`),
    ).not.toThrow();
  });

  it("keeps running, on every pooled connection that prepared it, after a column is added", async () => {
    const insert = preparedStatement<{ id: number; note: string }>(
      "upgrade_probe_insert",
      sql`with m as (insert into upgrade_probe (note) values (${sql.placeholder("note")}) returning id, note)
          select m.id, m.note from m`,
    );
    // Enough at once that each of the pool's connections prepares it.
    const many = (note: string) => Promise.all(Array.from({ length: 12 }, () => insert(database.db, { note })));
    expect((await many("before")).every(([row]) => row?.note === "before")).toBe(true);
    await database.db.execute(sql`alter table upgrade_probe add column added_later integer`);
    expect((await many("after")).every(([row]) => row?.note === "after")).toBe(true);
  });
});
