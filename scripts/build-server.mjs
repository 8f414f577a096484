// Compiles the server into one ES module, dist/server/main.js, so `npm start` runs plain JavaScript with no
// TypeScript loader at run time. Packages stay imports of node_modules, but for Drizzle (BUNDLED_PACKAGES below); our
// own code (server and domain) is bundled.
// The migrations are SQL files that db.ts finds beside the code (`../db/migrations`), so they are copied there, and
// beside them goes a migrated PGlite database that a server's first start copies (dist/db/pgdata-template,
// decision 042), made again only when the migrations, PGlite or its settings changed since. An argument builds into
// another folder than dist (the first-start memory test builds its own, beside a CI build running at the same time).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { build } from "esbuild";

const out = process.argv[2] ?? "dist";

/**
 * Drizzle is bundled, with better-auth's Drizzle adapter so that no import of drizzle-orm is left to Node. Node 22 and
 * 24 parse a package's "exports" map again for every file of it they load, and drizzle-orm's map is 130 kB, read for
 * each of the 106 files the server loads: on Node 24, 150 MB of garbage in the first two seconds, which grew V8's
 * young generation to its largest (128 MB with --max-semi-space-size=64) and kept it resident, 315 MB at rest
 * against 230 MB bundled (decision 048).
 */
const BUNDLED_PACKAGES = ["drizzle-orm", "better-auth/adapters/drizzle", "@better-auth/drizzle-adapter"];

/** esbuild's `packages: "external"`, except for `bundled` (package names, or a package's subpath and below). */
function packagesExternalBut(bundled) {
  const isBundled = (specifier) => bundled.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  return {
    name: "packages-external-but",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        isBundled(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

await build({
  entryPoints: ["src/server/main.ts", "src/server/make-pglite-template.ts"],
  outdir: `${out}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [packagesExternalBut(BUNDLED_PACKAGES)],
  sourcemap: true,
  logLevel: "warning",
});
fs.rmSync(`${out}/db/migrations`, { recursive: true, force: true });
fs.cpSync("src/server/db/migrations", `${out}/db/migrations`, { recursive: true });

const template = `${out}/db/pgdata-template`;
const madeFrom = [
  "src/server/db/migrations",
  "src/server/db/folders.ts",
  "src/server/platform/database/db.ts",
  "src/server/platform/database/run-migrations.ts",
  "node_modules/@electric-sql/pglite/package.json",
];
const newest = (p) => {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((entry) => newest(`${p}/${entry}`)));
};
const madeAt = fs.existsSync(`${template}/PG_VERSION`) ? fs.statSync(template).mtimeMs : 0;
if (Math.max(...madeFrom.map(newest)) > madeAt) {
  // Its own process: creating a PGlite database takes most of a gigabyte for a few seconds, returned when it ends.
  // --liftoff-only as the server runs (decision 048): on Node 24 this process peaked at 1.09 GB without, 0.59 GB with.
  execFileSync(process.execPath, ["--liftoff-only", `${out}/server/make-pglite-template.js`], { stdio: "inherit" });
  const now = new Date();
  fs.utimesSync(template, now, now);
}
