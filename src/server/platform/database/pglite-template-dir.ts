// The first start's PGlite database, made by the build (decision 042).
import fs from "node:fs";

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
