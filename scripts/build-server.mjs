// Compiles the server into one ES module, dist/server/main.js, so `npm start` runs plain JavaScript with no
// TypeScript loader at run time. Packages stay imports of node_modules; our own code (server and domain) is bundled.
// The migrations are SQL files that db.ts finds beside the code (`../db/migrations`), so they are copied there.
import fs from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.rmSync("dist/db/migrations", { recursive: true, force: true });
fs.cpSync("src/server/db/migrations", "dist/db/migrations", { recursive: true });
