// `npm run backup [-- <archive.tar.gz>]`: one archive with the database and the uploaded files of this
// installation (DATA_DIR, DATABASE_URL). With the embedded database, stop the server first.
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { createBackup } from "../src/server/platform/database/backup";

async function main() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const archive = path.resolve(process.argv[2] ?? path.join("backups", `cohort-${stamp}.tar.gz`));
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, archive);
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up the ${manifest.database === "pglite" ? "embedded database" : "PostgreSQL database"} ` +
      `(${Object.keys(manifest.rows).length} tables, ${rows} rows) and ${manifest.files} files to ${archive}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
