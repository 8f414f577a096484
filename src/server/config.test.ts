import path from "node:path";
import { describe, expect, it } from "vitest";
import { isLoopbackOrigin, loadConfig } from "./config";
import { exposedProxyWarning } from "./trust-proxy";

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

  it("keeps 10 PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise, within 1 to 200", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
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

  it("trusts exactly the reverse proxies TRUST_PROXY names: a hop count or addresses, never any", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would believe any client/);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1; rm -rf" })).toThrow(/TRUST_PROXY/);
  });

  it("warns when a hop count is believed on a port anyone may reach (issue 34, finding 12)", () => {
    const warning = (env: Record<string, string>) => exposedProxyWarning(loadConfig(env));
    // HOST's default is every interface: a client that connects directly writes the X-Forwarded-For believed.
    expect(warning({ TRUST_PROXY: "1" })).toMatch(/TRUST_PROXY=1 .* listens on 0\.0\.0\.0:3000\b.* HOST=127\.0\.0\.1/);
    expect(warning({ TRUST_PROXY: "2", HOST: "::" })).toMatch(/listens on :::3000\b/);
    for (const HOST of ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
      expect(warning({ TRUST_PROXY: "1", HOST })).toBeNull();
    expect(warning({})).toBeNull();
    expect(warning({ TRUST_PROXY: "10.0.0.5" })).toBeNull();
  });

  it("gives sessions an idle timeout and an absolute lifetime, the idle one never the longer", () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleSeconds: 7 * 86_400, sessionMaxSeconds: 30 * 86_400 });
    expect(loadConfig({ SESSION_IDLE_DAYS: "0.5", SESSION_MAX_DAYS: "2" })).toMatchObject({
      sessionIdleSeconds: 43_200,
      sessionMaxSeconds: 172_800,
    });
    expect(loadConfig({ SESSION_IDLE_DAYS: "14", SESSION_MAX_DAYS: "10" }).sessionIdleSeconds).toBe(10 * 86_400);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: "0" })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it("trusts every loopback name of the port when PUBLIC_URL is unset", () => {
    expect(loadConfig({ PORT: "3100" }).trustedOrigins).toEqual([
      "http://localhost:3100",
      "http://127.0.0.1:3100",
      "http://[::1]:3100",
    ]);
    expect(loadConfig({ PORT: "3100" }).publicUrl).toBe("http://localhost:3100");
  });

  it("trusts PUBLIC_URL's origin alone when it is set, plus TRUSTED_ORIGINS", () => {
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).trustedOrigins).toEqual(["http://localhost:3000"]);
    expect(
      loadConfig({
        PUBLIC_URL: "https://school.example/cohort",
        TRUSTED_ORIGINS: "https://a.example, https://b.example",
      }).trustedOrigins,
    ).toEqual(["https://school.example", "https://a.example", "https://b.example"]);
  });

  it("tells loopback addresses from other ones", () => {
    for (const origin of [
      "http://localhost:3000",
      "http://127.0.0.1:80",
      "http://127.1.2.3:3000",
      "http://[::1]:3000",
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      "http://192.168.1.20:3000",
      "https://school.example",
      "http://localhost.evil.example",
      "null",
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });

  // The dictionary half of the rule (not a common password, not built from the email) runs as the server starts, in
  // ensureAdmin: features/accounts/new-passwords.test.ts.
  it("holds ADMIN_PASSWORD to the administrator's password length: 8 characters or more", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "it@school.example", ADMIN_PASSWORD: "Short-1" })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 8 characters/,
    );
    expect(loadConfig({ ADMIN_EMAIL: "it@school.example", ADMIN_PASSWORD: "Maple-Syrup-42" }).admin?.password).toBe(
      "Maple-Syrup-42",
    );
  });

  it("uses no S3 bucket unless S3_BUCKET is set, and then reads the bucket's settings", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "", S3_REGION: "eu-central-1" }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: "receipts" }).s3).toEqual({
      bucket: "receipts",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: "receipts",
        S3_REGION: "eu-central-1",
        S3_ENDPOINT: "https://minio.school.example",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "receipts",
      region: "eu-central-1",
      endpoint: "https://minio.school.example",
      forcePathStyle: true,
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
  });

  it("addresses an S3 endpoint path-style unless S3_FORCE_PATH_STYLE says otherwise", () => {
    const endpoint = { S3_BUCKET: "receipts", S3_ENDPOINT: "https://s3.school.example" };
    expect(loadConfig({ ...endpoint, S3_FORCE_PATH_STYLE: "0" }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...endpoint, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ S3_BUCKET: "receipts", S3_FORCE_PATH_STYLE: "1" }).s3?.forcePathStyle).toBe(true);
    expect(() => loadConfig({ ...endpoint, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it("refuses a bad S3 setting: half the credentials, an endpoint that is no URL, a bucket name too short", () => {
    expect(() => loadConfig({ S3_BUCKET: "receipts", S3_SECRET_ACCESS_KEY: "b" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: "receipts", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: "ab" })).toThrow(/S3_BUCKET/);
  });

  it("takes the lower-third PIN from LOWER_THIRD_PIN, and refuses one the gate could never accept", () => {
    expect(loadConfig({ LOWER_THIRD_PIN: "AB12" }).lowerThirdPin).toBe("AB12");
    expect(loadConfig({ LOWER_THIRD_PIN: "" }).lowerThirdPin).toBeUndefined();
    expect(() => loadConfig({ LOWER_THIRD_PIN: "AB 1" })).toThrow(/LOWER_THIRD_PIN: The PIN is 4 characters/);
    expect(() => loadConfig({ LOWER_THIRD_PIN: "123" })).toThrow(/LOWER_THIRD_PIN/);
  });

  it("knows a production run by NODE_ENV=production", () => {
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).production).toBe(true);
  });
});
