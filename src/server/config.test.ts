import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 3000, ./data and the app name Cohort", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.appName).toBe("Cohort");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it("names every invalid variable in one error", () => {
    expect(() => loadConfig({ PORT: "seventy", DATABASE_URL: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it("drops a trailing slash from PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://school.example/" }).publicUrl).toBe("https://school.example");
  });

  it("takes the school's time zone from SCHOOL_TIMEZONE, else the server's own zone", () => {
    expect(loadConfig({ SCHOOL_TIMEZONE: "America/Chicago" }).schoolTimeZone).toBe("America/Chicago");
    expect(loadConfig({}).schoolTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(loadConfig({ SCHOOL_TIMEZONE: "" }).schoolTimeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("refuses a SCHOOL_TIMEZONE that is not an IANA zone name", () => {
    expect(() => loadConfig({ SCHOOL_TIMEZONE: "Central Time" })).toThrow(/SCHOOL_TIMEZONE: must be an IANA time zone/);
  });

  it("trusts a reverse proxy's forwarded headers only when TRUST_PROXY is on", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
