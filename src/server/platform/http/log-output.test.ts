import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { isTerminalOutput, redactUrl } from "./log-output";

describe("the request log's URLs", () => {
  it("hide the tokens that links carry", () => {
    expect(redactUrl("/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth",
    );
    expect(redactUrl("/setup?x=1&TOKEN=secret")).toBe("/setup?x=1&TOKEN=[redacted]");
    expect(redactUrl("/api/auth/reset-password/Zm9vYmFy?callbackURL=%2Fauth")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fauth",
    );
    expect(redactUrl("/api/calendar/AbC-123_xyz.ics")).toBe("/api/calendar/[redacted].ics");
    expect(redactUrl("/api/files/r/a.webp?expires=1&signature=abc")).toBe(
      "/api/files/r/a.webp?expires=1&signature=[redacted]",
    );
  });

  it("leave other URLs as they are", () => {
    expect(redactUrl("/api/messages?tokens=3&page=2")).toBe("/api/messages?tokens=3&page=2");
    expect(redactUrl("/api/auth/reset-password")).toBe("/api/auth/reset-password");
  });
});

describe("the log's format", () => {
  const terminal = { isTTY: true } as NodeJS.WriteStream;
  const pipe = { isTTY: false } as unknown as NodeJS.WriteStream;

  it("is readable lines in a terminal, JSON lines to a file or pipe and in production", () => {
    expect(isTerminalOutput(loadConfig({}), terminal)).toBe(true);
    expect(isTerminalOutput(loadConfig({}), pipe)).toBe(false);
    expect(isTerminalOutput(loadConfig({ NODE_ENV: "production" }), terminal)).toBe(false);
  });
});
