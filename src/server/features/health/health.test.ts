import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("health and readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers /api/health while the process is up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]+$/);
  });

  it("answers /api/ready with the database kind when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async () => {
    const kept = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(kept.headers["x-request-id"]).toBe("abc-123");
    const replaced = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).not.toBe("<script>");
  });

  it("sends security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("readiness when the database is gone", () => {
  it("answers 503 with the error shape", async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: "not_ready", message: "The database is not reachable" } });
    await t.app.close();
  });
});
