// Starts the real server process, as `npm start` does, and stops it the way a process manager would.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./testing/server-process";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("condition not met in time");
}

/** Runs the server until it exits by itself (or 60 s pass); resolves to its exit code and everything it printed. */
async function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, DATABASE_URL: "", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe("the server process", () => {
  it("on a busy port says so and what to do, and leaves no new data folder", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-busy-"));
    const dataDir = path.join(parent, "data");
    try {
      const { code, output } = await runServer({ PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).toContain(`PORT=${port + 1} npm start`);
      expect(output).not.toContain("EADDRINUSE");
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      holder.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 90_000);

  it("is started by npm start and npm run serve with the flags the tests and benchmarks use", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.serve).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} --import tsx src/server/main.ts`);
    // npm start runs the compiled server (scripts/start.mjs, plain JavaScript) with the same flags.
    expect(scripts.start).toBe("node scripts/start.mjs");
    const start = fs.readFileSync("scripts/start.mjs", "utf8");
    for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(`"${flag}"`);
    expect(start).toContain('"dist/server/main.js"');
  });

  it("starts, answers, and on SIGTERM finishes cleanly with exit code 0", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-main-"));
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, 150_000);
      expect(output).toContain(`is running at http://localhost:${port}`);
      // A first start says what takes its time: the new database, then each migration.
      const journal = JSON.parse(fs.readFileSync("src/server/db/migrations/meta/_journal.json", "utf8")) as {
        entries: unknown[];
      };
      const total = journal.entries.length;
      expect(output).toContain(`creating the database in ${path.join(dataDir, "pgdata")}`);
      for (const n of [1, total]) expect(output).toContain(`migration ${n} of ${total}`);
      expect(output.indexOf("creating the database")).toBeLessThan(output.indexOf("migration 1 of"));
      expect(fs.existsSync(path.join(dataDir, "pgdata"))).toBe(true);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain("shutting down");
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("warns once at start when it believes a proxy hop count on every interface (issue 34, finding 12)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-main-"));
    const port = await freePort();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "", TRUST_PROXY: "1", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise((resolve) => child.on("exit", resolve));
    try {
      // A start takes longer than a minute on a machine other test runs share.
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok, 150_000);
      // A client that reaches the port directly names its own address, and the server believes it.
      const forged = await fetch(`http://127.0.0.1:${port}/api/health`, {
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(forged.ok).toBe(true);
      expect(output.match(/TRUST_PROXY=1 believes X-Forwarded-For/g)).toHaveLength(1);
      expect(output).toContain(`listens on 0.0.0.0:${port}`);
    } finally {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 200_000);
});
