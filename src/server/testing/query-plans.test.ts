import { describe, expect, it } from "vitest";
import { isPlannable, seqScannedBigTables } from "./query-plans";

// Plans as EXPLAIN (FORMAT JSON) gives them, cut down to what the checker reads.
const scanOfMessages = [
  {
    Plan: {
      "Node Type": "Limit",
      Plans: [
        {
          "Node Type": "Sort",
          Plans: [{ "Node Type": "Seq Scan", "Relation Name": "messages", Filter: "(content = 'x'::text)" }],
        },
      ],
    },
  },
];
const indexOnly = [
  {
    Plan: {
      "Node Type": "Nested Loop",
      Plans: [
        { "Node Type": "Index Scan", "Relation Name": "messages", "Index Name": "messages_created_at_idx" },
        { "Node Type": "Seq Scan", "Relation Name": "signup_settings" },
      ],
    },
  },
];

describe("the query-plan check", () => {
  it("names a big table read by a Seq Scan, however deep in the plan", () => {
    expect(seqScannedBigTables(scanOfMessages)).toEqual(["messages"]);
    expect(seqScannedBigTables(JSON.stringify(scanOfMessages))).toEqual(["messages"]);
  });

  it("names a big table whose whole index is walked to filter its rows", () => {
    const walk = [
      { Plan: { "Node Type": "Index Scan", "Relation Name": "messages", Filter: "(content = 'x'::text)" } },
    ];
    expect(seqScannedBigTables(walk)).toEqual(["messages"]);
    // A short table's index is walked because it is short: only long tables' walks count.
    expect(seqScannedBigTables([{ Plan: { ...walk[0]!.Plan, "Relation Name": "spikeball_matches" } }])).toEqual([]);
  });

  it("lets index scans pass, and scans of small tables", () => {
    expect(seqScannedBigTables(indexOnly)).toEqual([]);
  });

  it("plans reads and writes, not transaction control or settings", () => {
    expect(isPlannable("select 1")).toBe(true);
    expect(isPlannable("(select a from b) union all (select a from c)")).toBe(true);
    expect(isPlannable("with x as (select 1) select * from x")).toBe(true);
    expect(isPlannable("update users set name = $1")).toBe(true);
    expect(isPlannable("begin")).toBe(false);
    expect(isPlannable("set local statement_timeout = 1")).toBe(false);
  });
});
