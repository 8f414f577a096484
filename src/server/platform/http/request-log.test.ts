// The request log as an operator reads it: one line per request, with what was asked and how it ended; the files a
// page load fetches only at debug level.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLog, createTestApp, type TestApp } from "../../testing/test-app";

type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number } };

const captured = capturedLog("debug");
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "index.html"), '<!doctype html><title>Cohort</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, "assets", "main-abc123.js"), "console.log('app')");
  t = await createTestApp({ WEB_DIST: webDist }, { logger: captured.logger });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The log lines written about requests to `url`. */
async function linesFor(url: string): Promise<Line[]> {
  captured.lines.length = 0;
  await t.app.inject({ method: "GET", url });
  return captured.lines.map((l) => JSON.parse(l) as Line).filter((l) => l.req?.url === url || l.res);
}

describe("the request log", () => {
  it("writes one line per API request, with the method, URL, status and time", async () => {
    const lines = await linesFor("/api/ready?probe=1");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "GET", url: "/api/ready?probe=1" } });
    expect(lines[0]!.res?.statusCode).toBe(200);
    expect(lines[0]!.msg).toMatch(/^in \d+ ms$/);
  });

  it("writes a page at info and the files it loads at debug; a missing file stays at info", async () => {
    expect((await linesFor("/admin")).map((l) => l.level)).toEqual([30]);
    expect((await linesFor("/assets/main-abc123.js")).map((l) => l.level)).toEqual([20]);
    const missing = await linesFor("/assets/gone-000.js");
    expect(missing.map((l) => l.level)).toEqual([30]);
    expect(missing[0]!.res?.statusCode).toBe(404);
  });
});
