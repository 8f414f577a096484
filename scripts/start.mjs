// `npm start`: builds the browser app and the server only when a build is missing or older than its sources, then
// runs the compiled server. Plain JavaScript, so starting needs nothing but Node.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The newest modification time under these paths (files or folders), in milliseconds. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const isStale = (output, sources) => !fs.existsSync(output) || newest(sources) > fs.statSync(output).mtimeMs;
const shared = ["src/domain", "package-lock.json", "tsconfig.json"];

// WEB_DIST set: the operator serves a build of their own, which is theirs to make.
if (
  !process.env.WEB_DIST &&
  isStale("dist/web/index.html", [
    "src/web",
    "index.html",
    "public",
    "vite.config.ts",
    "scripts/prerender.ts",
    ...shared,
  ])
) {
  execSync("npm run build", { stdio: "inherit" });
}
if (isStale("dist/server/main.js", ["src/server", "scripts/build-server.mjs", ...shared])) {
  execSync("npm run build:server", { stdio: "inherit" });
}

// SERVER_NODE_FLAGS (src/server/testing/server-process.ts) say why: a larger young generation (decision 015), and
// PGlite's WebAssembly left on V8's baseline compiler, whose optimizing one took 0.6 GB on Node 24 (decision 048).
// The server handles SIGTERM and SIGINT itself (a clean shutdown): pass them on and leave with its exit code.
const server = spawn(
  process.execPath,
  ["--max-semi-space-size=64", "--liftoff-only", "--enable-source-maps", "dist/server/main.js"],
  { stdio: "inherit" },
);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
