// The first start's PGlite database, made by the build (decision 042).
import fs from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A migrated PGlite data folder that the build makes (scripts/build-server.mjs, beside the compiled migrations) and a
 * first start copies instead of creating the database: PGlite's initdb took the first start to 0.8 GB of resident
 * memory, a copy costs what a restart does. Absent when the server runs from source (tsx): that start creates the
 * database itself.
 */
export const pgliteTemplateDir = fileURLToPath(new URL("../db/pgdata-template", import.meta.url));

/**
 * Replaces `dir` with a folder that `fill` writes beside it (`<dir>.partial`) and that is renamed into place once
 * complete: a fill cut short (a crash, a full disk) leaves no half-made database where a start would open it.
 */
export async function fillAtomically(dir: string, fill: (partial: string) => unknown): Promise<void> {
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  await fill(partial);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}
