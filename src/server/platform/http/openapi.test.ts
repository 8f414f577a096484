// The OpenAPI document is completed from what each route declares (openapi.ts): these are its rules, one by one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { completeDocument, requireOperationId } from "./openapi";

type Operation = { operationId: string; security: Record<string, string[]>[]; responses: Record<string, unknown> };
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("names every operation as its route does, each name once", () => {
    expect(paths["/api/admin/schedule/import"]!.post!.operationId).toBe("adminImportTimetable");
    expect(paths["/api/messages"]!.post!.operationId).toBe("sendMessage");
    expect(paths["/api/auth/sign-in/email"]!.post!.operationId).toBe("signIn");
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses a route that does not name its operation, rather than making a name up", () => {
    const route = { method: "GET", url: "/api/unnamed", handler: () => null } as const;
    expect(() => requireOperationId({ ...route, schema: { summary: "Nameless" } } as never)).toThrow(/operationId/);
    expect(() => requireOperationId({ ...route, schema: { operationId: "named" } } as never)).not.toThrow();
    const document = { info: {}, paths: { "/api/unnamed": { get: { responses: {} } } } };
    expect(() => completeDocument(document, { publicUrl: "http://localhost" })).toThrow(/operationId/);
  });

  it("documents 409 on a route whose use case can conflict, and 429 on a limited one", () => {
    expect(Object.keys(paths["/api/jenga/games/join"]!.post!.responses)).toContain("409");
    expect(Object.keys(paths["/api/accounts/sign-up"]!.post!.responses)).toContain("429");
    expect(Object.keys(paths["/api/lower-third/unlock"]!.post!.responses)).toEqual(
      expect.arrayContaining(["409", "429"]),
    );
    expect(Object.keys(paths["/api/schedule/entries"]!.post!.responses)).not.toContain("409");
  });

  it("describes the stored files by their image types and the realtime socket by its upgrade", () => {
    const file = paths["/api/files/{path}"]!.get! as Operation & { responses: { 200: { content: object } } };
    expect(Object.keys(file.responses[200].content).sort()).toEqual(["image/jpeg", "image/png"]);
    const socket = paths["/api/realtime"]!.get! as Operation & { description: string };
    expect(Object.keys(socket.responses)).toEqual(expect.arrayContaining(["101", "429"]));
    expect(socket.description).toContain("docs/API.md");
  });

  it("asks a signed-in route for the cookie or the bearer token, and lets a public one go without", () => {
    const schemes = [{ sessionCookie: [] }, { bearerToken: [] }];
    expect(paths["/api/accounts/sessions"]!.get!.security).toEqual(schemes);
    expect(paths["/api/health"]!.get!.security).toEqual([{}, ...schemes]);
  });

  it("declares the errors a route can answer from its access, its path and its body", () => {
    const statuses = (op: Operation) => Object.keys(op.responses).sort();
    expect(statuses(paths["/api/admin/users/{userId}/schedule"]!.get!)).toEqual(
      expect.arrayContaining(["400", "401", "403", "404", "414", "5XX"]),
    );
    expect(statuses(paths["/api/admin/schedule/import"]!.post!)).toEqual(
      expect.arrayContaining(["400", "401", "403", "413", "415"]),
    );
    expect(statuses(paths["/api/health"]!.get!)).not.toContain("401");
  });
});
