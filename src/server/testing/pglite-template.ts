// A migrated PGlite data directory, made once per test run and loaded by every test file that needs a database.
// Creating a PGlite cluster (initdb inside WebAssembly) and migrating it takes 3–4 s on these machines; loading a
// tarball of one takes about half a second. Vitest's global setup makes the tarball; test files load it.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../platform/database/db";

/** Where the global setup tells test files the template is (process.env is inherited by Vitest's workers). */
export const PGLITE_TEMPLATE_ENV = "COHORT_PGLITE_TEMPLATE";

/** Vitest global setup: with no DATABASE_URL, writes the migrated template and removes it when the run ends. */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const database = await openDatabase({});
  await database.migrate();
  // Drizzle keeps the driver's client as `$client`.
  const tarball = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "cohort-pglite-template-"));
  const file = path.join(dir, "template.tar");
  await fs.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

/** The template the global setup wrote, or undefined outside a Vitest run (a bench then creates its own cluster). */
export async function loadPgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  return new Blob([await fs.readFile(file)]);
}
