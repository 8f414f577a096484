// Where the server finds what the build puts beside it. Resolved from this module, which sits as deep in src/server as
// the compiled server (dist/server/main.js) does in dist: "../db/x" is src/server/db/x when the sources run (tsx) and
// dist/db/x when the build does, so the same line serves both.
import { fileURLToPath } from "node:url";

/** The SQL migrations (scripts/build-server.mjs copies them beside the compiled server). */
export const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

/**
 * A migrated PGlite data folder that the build makes and a first start copies instead of creating the database
 * (decision 042). Absent when the server runs from source: that start creates the database itself.
 */
export const pgliteTemplateDir = fileURLToPath(new URL("../db/pgdata-template", import.meta.url));
