// The file store's two implementations: the local folder (atomic writes, key checks, HMAC-signed URLs that expire
// and refuse tampering) and the S3 store against s3rver, an S3-compatible server running in this process.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { assertValidKey, newFileKey } from "./file-store";
import { createFileStore } from "./file-store-plugin";
import { LocalFileStore } from "./local-file-store";
import { fileStoreUrlOrigins, S3FileStore } from "./s3-file-store";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-file-store-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("keys", () => {
  it("accepts server-made keys and refuses traversal, absolute and odd keys", () => {
    const key = newFileKey("receipts/user-1", "jpg", new Date(1_700_000_000_000));
    expect(key).toMatch(/^receipts\/user-1\/1700000000000-[0-9a-f]{12}\.jpg$/);
    for (const bad of ["../x.png", "a/../b.png", "/etc/passwd", "a//b.png", "a/b c.png", "a\\b.png", "", ".hidden"]) {
      expect(() => assertValidKey(bad), bad).toThrow(/invalid file key/);
    }
  });
});

describe("LocalFileStore", () => {
  let now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const store = new LocalFileStore({ root: path.join(tmp, "local"), secret: "x".repeat(32), now: () => now });

  it("writes, reads with a content type, and removes files", async () => {
    await store.put("receipts/u1/1-a.png", Buffer.from("png-bytes"), "image/png");
    expect(await store.read("receipts/u1/1-a.png")).toEqual({
      body: Buffer.from("png-bytes"),
      contentType: "image/png",
    });
    expect(fs.readdirSync(path.join(tmp, "local", "receipts", "u1"))).toEqual(["1-a.png"]);
    await store.remove("receipts/u1/1-a.png");
    expect(await store.read("receipts/u1/1-a.png")).toBeNull();
    await expect(store.remove("receipts/u1/1-a.png")).resolves.toBeUndefined();
  });

  it("never overwrites half a file: a failed write leaves nothing", async () => {
    const blocked = new LocalFileStore({ root: path.join(tmp, "blocked"), secret: "x".repeat(32) });
    fs.mkdirSync(path.join(tmp, "blocked", "k"), { recursive: true });
    fs.mkdirSync(path.join(tmp, "blocked", "k", "dir.png"));
    await expect(blocked.put("k/dir.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    expect(fs.readdirSync(path.join(tmp, "blocked", "k"))).toEqual(["dir.png"]);
  });

  it("signs URLs for the given lifetime and verifies them", async () => {
    const url = await store.signedUrl("receipts/u1/2-b.jpg", 3600);
    const parsed = new URL(url, "http://x");
    expect(parsed.pathname).toBe("/api/files/receipts/u1/2-b.jpg");
    expect(Number(parsed.searchParams.get("expires"))).toBe(now / 1000 + 3600);
    const check = (u: URL) =>
      store.verify(
        u.pathname.slice("/api/files/".length),
        u.searchParams.get("expires") ?? undefined,
        u.searchParams.get("signature") ?? undefined,
      );
    expect(await check(parsed)).toBe("ok");
    now += 3599_000;
    expect(await check(parsed)).toBe("ok");
    now += 1000;
    expect(await check(parsed)).toBe("expired");
    now -= 3600_000;
  });

  it("refuses a signature made for another key, another expiry or with another secret", async () => {
    const url = new URL(await store.signedUrl("receipts/u1/2-b.jpg", 3600), "http://x");
    const expires = url.searchParams.get("expires")!;
    const signature = url.searchParams.get("signature")!;
    expect(await store.verify("receipts/u1/3-c.jpg", expires, signature)).toBe("invalid");
    expect(await store.verify("receipts/u1/2-b.jpg", String(Number(expires) + 1), signature)).toBe("invalid");
    expect(await store.verify("receipts/u1/2-b.jpg", expires, signature.slice(1))).toBe("invalid");
    expect(await store.verify("receipts/u1/2-b.jpg", expires, undefined)).toBe("invalid");
    expect(await store.verify("receipts/u1/2-b.jpg", "soon", signature)).toBe("invalid");
    expect(await store.verify("../secret", expires, signature)).toBe("invalid");
    const other = new LocalFileStore({ root: tmp, secret: "y".repeat(32), now: () => now });
    expect(await other.verify("receipts/u1/2-b.jpg", expires, signature)).toBe("invalid");
  });

  it("loads the secret lazily, once", async () => {
    let loads = 0;
    const lazy = new LocalFileStore({
      root: tmp,
      secret: async () => {
        loads += 1;
        return "z".repeat(32);
      },
    });
    expect(loads).toBe(0);
    await lazy.signedUrl("a/b.png", 60);
    await lazy.signedUrl("a/c.png", 60);
    expect(loads).toBe(1);
  });
});

describe("choosing a store from the environment", () => {
  it("uses the local folder unless S3_BUCKET is set", () => {
    expect(createFileStore({ dataDir: tmp, secret: "s".repeat(32), s3: loadConfig({}).s3 }).kind).toBe("local");
    const s3 = createFileStore({
      dataDir: tmp,
      secret: "s".repeat(32),
      s3: loadConfig({
        S3_BUCKET: "receipts",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "a",
        S3_SECRET_ACCESS_KEY: "b",
      }).s3,
    });
    expect(s3.kind).toBe("s3");
    expect(s3.urlOrigins).toEqual(["http://127.0.0.1:9000"]);
    expect(fileStoreUrlOrigins(loadConfig({}).s3)).toEqual([]);
    expect(
      fileStoreUrlOrigins(loadConfig({ S3_BUCKET: "receipts", S3_ENDPOINT: "https://s3.school.example" }).s3),
    ).toEqual(["https://s3.school.example"]);
  });

  it("defaults to AWS with virtual-host URLs, and refuses half-set credentials", () => {
    expect(loadConfig({ S3_BUCKET: "receipts", S3_REGION: "eu-central-1" }).s3).toMatchObject({
      region: "eu-central-1",
      forcePathStyle: false,
    });
    expect(new S3FileStore(loadConfig({ S3_BUCKET: "receipts", S3_REGION: "eu-central-1" }).s3!).urlOrigins).toEqual([
      "https://receipts.s3.eu-central-1.amazonaws.com",
    ]);
    expect(() => loadConfig({ S3_BUCKET: "receipts", S3_ACCESS_KEY_ID: "a" })).toThrow(/set together/);
    expect(() => loadConfig({ S3_BUCKET: "receipts", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });
});

describe("S3FileStore against an S3-compatible server (s3rver)", () => {
  let server: S3rver;
  let store: S3FileStore;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: path.join(tmp, "s3"),
      configureBuckets: [{ name: "receipts" }],
    });
    const { port } = await server.run();
    store = new S3FileStore({
      bucket: "receipts",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
  });
  afterAll(() => server.close());

  it("writes, reads and removes objects", async () => {
    await store.put("receipts/u1/1-a.png", Buffer.from("png-bytes"), "image/png");
    expect(await store.read("receipts/u1/1-a.png")).toEqual({
      body: Buffer.from("png-bytes"),
      contentType: "image/png",
    });
    expect(await store.read("receipts/u1/missing.png")).toBeNull();
    await store.remove("receipts/u1/1-a.png");
    expect(await store.read("receipts/u1/1-a.png")).toBeNull();
  });

  it("serves an object through a presigned URL until it expires", async () => {
    await store.put("receipts/u2/1-b.jpg", Buffer.from("jpeg-bytes"), "image/jpeg");
    const url = await store.signedUrl("receipts/u2/1-b.jpg", 3600);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("3600");
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/jpeg");
    expect(await ok.text()).toBe("jpeg-bytes");
    const short = await store.signedUrl("receipts/u2/1-b.jpg", 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(short)).status).toBe(403);
    // s3rver checks the expiry but neither bucket ACLs nor signature values; real S3 refuses both (see decision 008).
  });
});
