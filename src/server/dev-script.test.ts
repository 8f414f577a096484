// `npm run dev` as a developer runs it: the page at Vite's port passes /api on to the API server, which listens on
// this machine only; Ctrl-C (SIGINT to the terminal's process group) stops both cleanly.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "./testing/server-process";

/** An address of this machine that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

it("serves the page once the API answers, keeps the API on 127.0.0.1, and stops cleanly on Ctrl-C", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-dev-"));
  const port = await freePort();
  const apiPort = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, as a terminal's foreground job has: Ctrl-C signals the whole group.
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    // Asked from the start: before the API is up, Vite must not be proxying (and printing a stack per request).
    const deadline = Date.now() + 240_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`http://localhost:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready, output).toBe(true);
    expect(output).not.toContain("proxy error");
    expect(await connects("127.0.0.1", apiPort)).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await connects(outside, apiPort)).toBe(false);

    process.kill(-child.pid!, "SIGINT");
    expect(await exited).toBe(0);
    expect(output).toContain("shutting down");
    expect(output).not.toContain("Force killing");
    expect(await connects("127.0.0.1", apiPort)).toBe(false);
  } finally {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
