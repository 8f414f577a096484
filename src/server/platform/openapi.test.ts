// The OpenAPI document is completed from what each route declares (openapi.ts): these are its rules, one by one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { operationName } from "./openapi";

type Operation = { operationId: string; security: Record<string, string[]>[]; responses: Record<string, unknown> };
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
});
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("names an operation after its method and path, unless the route names it", () => {
    expect(operationName("get", "/api/schedule/entries/{entryId}")).toBe("getScheduleEntriesByEntryId");
    expect(operationName("post", "/api/admin/schedule/import")).toBe("postAdminScheduleImport");
    expect(paths["/api/admin/schedule/import"]!.post!.operationId).toBe("adminImportTimetable");
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
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
