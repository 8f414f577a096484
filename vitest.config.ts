import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
    environment: "node",
    // A fresh PostgreSQL (PGlite or a new database on the server) is created per test file.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
