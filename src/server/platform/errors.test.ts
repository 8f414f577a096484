import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, handleError } from "./errors";

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
    typed.post("/validated", { schema: { body: z.object({ title: z.string().min(1).max(100) }) } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

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
