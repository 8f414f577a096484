// The iOS guide at /admin/messaging-docs must name only endpoints the server really serves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentedEndpoints } from "../../../domain/docs/ios-integration";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the iOS integration guide", () => {
  it("names only endpoints that exist, with their methods", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    // better-auth's endpoints included: the document describes those the product exposes (auth-openapi.ts).
    const missing = documentedEndpoints()
      .filter((e) => !spec.paths[e.path]?.[e.method.toLowerCase()])
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it("names the better-auth endpoints that the server answers", async () => {
    for (const e of documentedEndpoints().filter((x) => x.path.startsWith("/api/auth/"))) {
      const res = await t.app.inject({
        method: e.method,
        url: e.path,
        headers: { origin: "http://localhost:3000" },
        payload: {},
      });
      expect(res.statusCode, `${e.method} ${e.path}`).not.toBe(404);
    }
  });
});
