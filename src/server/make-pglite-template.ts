// `node dist/server/make-pglite-template.js`, run by scripts/build-server.mjs: writes the first start's PGlite
// template (decision 042), a new database with every migration applied and nothing else (no school, no secrets:
// each server makes its own on its first start).
import fs from "node:fs";
import { openDatabase } from "./platform/database/db";
import { pgliteTemplateDir } from "./db/folders";
import { fillAtomically } from "./platform/database/pglite-template-dir";

// Made from scratch, not from the template an older build left (openDatabase would copy it): that one may be of
// another PGlite.
fs.rmSync(pgliteTemplateDir, { recursive: true, force: true });
await fillAtomically(pgliteTemplateDir, async (partial) => {
  const database = await openDatabase({ pgliteDir: partial });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
});
