// Two refusals every request gets before its route's schema runs, because no schema can express them:
// - U+0000, which PostgreSQL cannot store in text: it would reach a query and fail with a 500;
// - JSON nested deeper than any of our schemas, which makes recursive code (better-auth's, a validator's) overflow
//   its stack before a schema could say no.
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

export const MAX_INPUT_DEPTH = 32;
export const NUL_MESSAGE = "Text may not contain NUL characters (U+0000)";
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

/** What is wrong with a parsed value, if anything. Iterative, so a hostile depth cannot overflow the stack here. */
export function inputProblem(value: unknown): "nul" | "too_deep" | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return "nul";
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) return "too_deep";
    for (const [key, child] of Object.entries(item)) {
      if (key.includes("\u0000")) return "nul";
      stack.push([child, depth + 1]);
    }
  }
  return null;
}

export function refuseHostileInput(app: FastifyInstance) {
  // A callback hook: it awaits nothing, and every request would pay for a promise.
  app.addHook("preValidation", (request, _reply, done) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem === "nul") return done(new AppError("invalid_text", NUL_MESSAGE, 400));
    if (problem === "too_deep") return done(new AppError("too_deeply_nested", TOO_DEEP_MESSAGE, 400));
    done();
  });
}
