import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { WEB_ALIASES } from "./vite.config";

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The test files that replace a module (`vi.mock`). Files share their worker's modules (below), and a module an
 * earlier file loaded keeps the real one; these files run isolated, each with modules of its own.
 */
function filesMockingModules(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, "utf8"))),
  );
}
const mocking = filesMockingModules("src", "bench");

export default defineConfig({
  resolve: {
    alias: WEB_ALIASES,
  },
  test: {
    environment: "node",
    // A fresh PostgreSQL (PGlite or a new database on the server) is created per test file.
    // Generous: on a shared 2-core machine opening a database or building an app can take tens of seconds. Tests
    // check behaviour, never speed (that is bench/'s), so a wide limit only stops a test that truly hangs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // PGlite's WebAssembly on V8's baseline compiler only, as the server runs it (decision 048): each worker's tier-up
    // compiles of PostgreSQL's parser cost more CPU than the slower queries save (messaging and Jenga's tests: 51 s of
    // CPU with the flag, 57 s without, on a busy machine).
    execArgv: ["--liftoff-only"],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which left a core
    // idle while a test file waited on its database. Two workers there: 190 s -> 141 s for the PGlite run.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // With no DATABASE_URL: one migrated PGlite template per run, which each test file's database starts from.
    globalSetup: ["src/server/testing/pglite-template.ts"],
    projects: [
      {
        extends: true,
        // Test files share their worker's modules instead of importing the server and its libraries afresh, file
        // after file (about 0.8 s each, 120 s of a run's 470). Each file builds its own app on its own database, and
        // a file that replaces a global or spies on an object restores it after its tests.
        test: {
          name: "shared",
          include: ["src/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...mocking],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", isolate: true, include: mocking } },
    ],
  },
});
