// What a benchmark's processes use of the machine, read from /proc: CPU time, resident memory, open file
// descriptors; and the PostgreSQL connections in use against the server's limit.
import fs from "node:fs";
import os from "node:os";
import type pg from "pg";

const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds a process has used so far, in its own code (user) and in the kernel on its behalf (system); with
 * `thread`, those of that one thread (the main thread's id is the process's).
 */
export function cpuTimes(pid: number, thread?: number): { user: number; system: number } {
  const stat = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}

/** User + system CPU seconds a process has used so far. */
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

export function openFiles(pid: number): number {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

/** The soft limit on open files of a process. */
export function fileLimit(pid: number | "self" = "self"): number {
  const limits = fs.readFileSync(`/proc/${pid}/limits`, "utf8");
  return Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? NaN);
}

export async function postgresConnections(db: pg.Client) {
  const { rows } = await db.query<{ used: number; max: number }>(
    `select (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as used,
            current_setting('max_connections')::int as max`,
  );
  return rows[0]!;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
