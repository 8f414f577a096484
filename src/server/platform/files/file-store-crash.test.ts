// What a crash mid-upload leaves in the local store, and how the next start clears it: temporary files of dead
// writers go, those of a live process sharing the folder stay (until they are an hour old), finished files stay.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalFileStore, PARTIAL_SUFFIX, removeUnfinishedUploads } from "./local-file-store";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-file-crash-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

describe("unfinished uploads", () => {
  it("writes a file aside under the writer's pid, then renames it, leaving no temporary file", async () => {
    const root = path.join(tmp, "put");
    const store = new LocalFileStore({ root, secret: "x".repeat(32) });
    await store.put("receipts/u1/1-a.png", Buffer.alloc(100_000, 7), "image/png");
    expect(fs.readdirSync(path.join(root, "receipts", "u1"))).toEqual(["1-a.png"]);
    expect(fs.readFileSync(path.join(root, "receipts", "u1", "1-a.png"))).toEqual(Buffer.alloc(100_000, 7));
  });

  it("removes what dead writers left and keeps finished files and live writers' work", async () => {
    const dataDir = path.join(tmp, "data");
    const folder = path.join(dataDir, "files", "receipts", "u2");
    fs.mkdirSync(folder, { recursive: true });
    const dead = await deadPid();
    const live = process.ppid;
    const leftovers = {
      dead: `1-b.png.${dead}-0badf00d${PARTIAL_SUFFIX}`,
      mine: `1-c.png.${process.pid}-0badf00d${PARTIAL_SUFFIX}`,
      live: `1-d.png.${live}-0badf00d${PARTIAL_SUFFIX}`,
      unnamed: `1-e.png${PARTIAL_SUFFIX}`,
    };
    for (const name of [...Object.values(leftovers), "1-a.png"]) fs.writeFileSync(path.join(folder, name), "x");

    const removed = await removeUnfinishedUploads(dataDir, undefined);

    expect(removed.sort()).toEqual(
      [leftovers.dead, leftovers.mine, leftovers.unnamed].map((name) => path.join("receipts", "u2", name)).sort(),
    );
    expect(fs.readdirSync(folder).sort()).toEqual(["1-a.png", leftovers.live].sort());
  });

  it("removes a live writer's temporary file once it is an hour old", async () => {
    const root = path.join(tmp, "old");
    fs.mkdirSync(root, { recursive: true });
    const name = `1-f.png.${process.ppid}-0badf00d${PARTIAL_SUFFIX}`;
    fs.writeFileSync(path.join(root, name), "x");
    const later = new LocalFileStore({ root, secret: "x".repeat(32), now: () => Date.now() + 61 * 60 * 1000 });
    expect(await later.removeUnfinishedWrites()).toEqual([name]);
  });

  it("does nothing when the folder does not exist yet", async () => {
    expect(await removeUnfinishedUploads(path.join(tmp, "never-used"), undefined)).toEqual([]);
  });
});
