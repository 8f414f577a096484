import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, handleError } from "./errors";
import { pathId } from "./path-ids";

describe("the API error shape", () => {
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get("/expected", async () => {
      throw new AppError("game_not_found", "Game not found", 404);
    });
    typed.get("/crash", async () => {
      throw new Error("connection to 10.0.0.5 refused: password for user admin");
    });
    typed.get("/games/:gameId", { schema: { params: z.object({ gameId: pathId("Game not found") }) } }, async () => ({
      ok: true,
    }));
    typed.get("/users/:userId", { schema: { params: z.object({ userId: pathId("User not found", "text") }) } }, () => ({
      ok: true,
    }));
    typed.post("/validated", { schema: { body: z.object({ title: z.string().min(1).max(100) }) } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers a path id that cannot name anything with 404 and the route's message, as one that names nothing", async () => {
    const malformed = await app.inject({ method: "GET", url: "/games/not-a-uuid" });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ error: { code: "not_found", message: "Game not found" } });
    const tooLong = await app.inject({ method: "GET", url: `/users/${"u".repeat(65)}` });
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ error: { code: "not_found", message: "User not found" } });
    expect((await app.inject({ method: "GET", url: "/games/0b7e6f5e-1f44-4c3e-9a51-3f1c2d4e5a6b" })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: "GET", url: "/users/not-a-uuid" })).statusCode).toBe(200);
  });

  it("maps an AppError to its status, code and message", async () => {
    const res = await app.inject({ method: "GET", url: "/expected" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "game_not_found", message: "Game not found" } });
  });

  it("hides the internals of an unexpected error behind a generic 500", async () => {
    const res = await app.inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("internal_error");
    expect(res.body).not.toContain("10.0.0.5");
    expect(res.body).not.toContain("password");
  });

  it("answers a schema violation with 400 naming the field", async () => {
    const res = await app.inject({ method: "POST", url: "/validated", payload: { title: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_request");
    expect(res.json().error.message).toMatch(/^title: /);
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_json");
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await app.inject({ method: "POST", url: "/validated", payload: { title: "x".repeat(4096) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });
});
