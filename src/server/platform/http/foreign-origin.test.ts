import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "../../features/accounts/ensure-admin";
import { nextRemoteAddress } from "../../testing/accounts";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";

const ADMIN = { email: "admin@riverside.example", password: "Admin-Pass-2026" };

/** A logger stream that keeps each JSON line, for tests that read what the server logged. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

async function appWithAdmin(env: Record<string, string>, logger?: { level: string; stream: Writable }) {
  const t = await createTestApp(env, logger ? { logger } : {});
  await ensureAdmin(t.database.db, { ...ADMIN, schoolId: t.schoolId });
  return t;
}

const signInFrom = (t: TestApp, origin: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin, "content-type": "application/json" },
    remoteAddress: nextRemoteAddress(),
    payload: ADMIN,
  });

describe("with PUBLIC_URL unset", () => {
  const log = logLines();
  let t: TestApp;
  beforeAll(async () => {
    // PORT 3000, the default: PUBLIC_URL becomes http://localhost:3000.
    t = await appWithAdmin({ PUBLIC_URL: "" }, { level: "warn", stream: log.stream });
  });
  afterAll(() => t.close());

  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])(
    "signs in from %s, a loopback name of the same port",
    async (origin) => {
      const res = await signInFrom(t, origin);
      expect(res.statusCode, res.body).toBe(200);
    },
  );

  it("opens the realtime socket from 127.0.0.1 as well", async () => {
    const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await openSocket(baseUrl, { origin: "http://127.0.0.1:3000" });
    socket.socket.close();
    await expect(openSocket(baseUrl, { origin: "http://192.168.1.20:3000" })).rejects.toThrow(/403/);
  });

  it("tells a person on this machine, at another port, where to open the app", async () => {
    const res = await signInFrom(t, "http://127.0.0.1:4000");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: "forbidden_origin",
      message: "Open Cohort at http://localhost:3000 and try again.",
    });
  });

  it("tells a person on another machine that the operator sets PUBLIC_URL", async () => {
    const res = await signInFrom(t, "http://192.168.1.20:3000");
    expect(res.statusCode).toBe(403);
    const { message } = res.json().error as { message: string };
    expect(message).toContain("This address (http://192.168.1.20:3000) is not the one Cohort was set up for.");
    expect(message).toContain("sets PUBLIC_URL");
    // localhost would name the visitor's own device: no use telling them to open it.
    expect(message).not.toContain("localhost");
  });

  it("logs a refused address once, with the configured address and what to set", async () => {
    await signInFrom(t, "http://10.0.0.7:3000");
    await signInFrom(t, "http://10.0.0.7:3000");
    await signInFrom(t, "http://10.0.0.8:3000");
    const refusals = log.lines.filter((l) => String(l.msg).startsWith("refused a request"));
    expect(refusals.filter((l) => l.origin === "http://10.0.0.7:3000")).toHaveLength(1);
    expect(refusals.filter((l) => l.origin === "http://10.0.0.8:3000")).toHaveLength(1);
    const line = refusals.find((l) => l.origin === "http://10.0.0.7:3000")!;
    expect(line.level).toBe(40);
    expect(line.msg).toContain("set up for http://localhost:3000");
    expect(line.msg).toContain("PUBLIC_URL");
    expect(line.msg).toContain("TRUSTED_ORIGINS");
  });
});

describe("with PUBLIC_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithAdmin({ PUBLIC_URL: "https://cohort.riverside.example", APP_NAME: "Riverside Hub" });
  });
  afterAll(() => t.close());

  it("signs in from PUBLIC_URL's origin", async () => {
    expect((await signInFrom(t, "https://cohort.riverside.example")).statusCode).toBe(200);
  });

  it("refuses the loopback names, and says where to open the app, by its name", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const res = await signInFrom(t, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.message).toBe("Open Riverside Hub at https://cohort.riverside.example and try again.");
    }
  });

  it("tells a person at another address where to go, and whom to ask", async () => {
    const res = await signInFrom(t, "https://intranet.riverside.example");
    expect(res.json().error.message).toBe(
      "This address (https://intranet.riverside.example) is not the one Riverside Hub was set up for. Open " +
        "Riverside Hub at https://cohort.riverside.example, or ask whoever runs it to set PUBLIC_URL to this address.",
    );
  });

  it("still refuses a cross-site request that sends no Origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      remoteAddress: nextRemoteAddress(),
      payload: ADMIN,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("forbidden_origin");
  });
});
