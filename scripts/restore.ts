// `npm run restore -- <archive.tar.gz>`: restores a backup into a fresh DATA_DIR (and, for a PostgreSQL backup, the
// empty database of DATABASE_URL), then checks every table's rows and the files against the backup's manifest.
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { restoreBackup } from "../src/server/platform/database/backup";

async function main() {
  const given = process.argv[2];
  if (!given) throw new Error("Usage: npm run restore -- <backup.tar.gz>");
  const config = loadConfig();
  const archive = path.resolve(given);
  const manifest = await restoreBackup(archive, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(manifest.rows).length} tables and ${manifest.files} files ` +
      `from the backup of ${manifest.createdAt} into ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}; ` +
      "all counts match. Start the server on it to finish (it runs any newer migrations).",
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
