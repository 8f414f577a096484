// Private file storage behind one interface: a folder under DATA_DIR (the default) or an S3-compatible bucket when
// S3_BUCKET is set. Nothing in it is served from a public path; a reader gets a signed URL that expires: an HMAC
// over key and expiry (checked by file-store-route.ts) for the folder, a presigned GET for S3.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../config";

export type StoredFile = { body: Buffer; contentType: string };

export interface FileStore {
  readonly kind: "local" | "s3";
  /** Origins the signed URLs point to, besides the app's own (for the Content-Security-Policy's img-src). */
  readonly urlOrigins: string[];
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key. */
  read(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** A URL that reads this file for `expiresInSeconds`, then is refused. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** URL path under which the local store's signed URLs are answered. */
export const LOCAL_FILES_PATH = "/api/files/";

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,7}$/;

/** Keys are chosen by the server: a few plain segments, no dot-dot, no leading slash. */
export function assertValidKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split("/").some((segment) => segment.includes(".."))) {
    throw new Error(`invalid file key: ${key}`);
  }
  return key;
}

/** `prefix/<timestamp>-<random>.<ext>`: the spec's "folder named by the user id with a timestamp name". */
export function newFileKey(prefix: string, extension: string, now = new Date()): string {
  return assertValidKey(`${prefix}/${now.getTime()}-${randomBytes(6).toString("hex")}.${extension}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

function contentTypeOf(key: string) {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream";
}

/** How the local store names a file while it is being written. */
export const PARTIAL_SUFFIX = ".part";
const HOUR_MS = 60 * 60 * 1000;

function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Makes a rename or a new file in `folder` durable (the folder's own entry list is flushed). */
async function syncFolder(folder: string) {
  const handle = await fs.open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type LocalFileStoreOptions = {
  root: string;
  /** The server's secret (or how to load it); the URL-signing key is derived from it. */
  secret: string | (() => Promise<string>);
  now?: () => number;
};

export class LocalFileStore implements FileStore {
  readonly kind = "local" as const;
  readonly urlOrigins: string[] = [];
  private key: Buffer | undefined;
  private readonly now: () => number;

  constructor(private readonly options: LocalFileStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  private async signingKey() {
    if (!this.key) {
      const { secret } = this.options;
      const value = typeof secret === "string" ? secret : await secret();
      // A key of its own, so a signature made here is never valid anywhere else the server secret is used.
      this.key = createHmac("sha256", value).update("cohort file-store url signing v1").digest();
    }
    return this.key;
  }

  private pathOf(key: string) {
    return path.join(this.options.root, ...assertValidKey(key).split("/"));
  }

  async put(key: string, body: Buffer, _contentType?: string) {
    // The type follows from the key's extension (the server chooses both), so it is not stored separately.
    const target = this.pathOf(key);
    const createdFolder = await fs.mkdir(path.dirname(target), { recursive: true });
    if (createdFolder) await syncFolder(path.dirname(createdFolder));
    // Written aside, flushed to disk, then renamed: a reader never sees half a file, a failed write leaves nothing
    // behind, and once put() resolves (and the row that names the file commits) a crash cannot lose the file. The
    // writer's pid is in the temporary name so removeUnfinishedWrites() knows which leftovers are abandoned.
    const temporary = `${target}.${process.pid}-${randomBytes(4).toString("hex")}${PARTIAL_SUFFIX}`;
    try {
      const handle = await fs.open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, target);
      await syncFolder(path.dirname(target));
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  /**
   * Removes the temporary files of writes that never finished: a process killed mid-upload leaves one. Run at start;
   * files of other live processes sharing the folder are kept unless they are an hour old.
   */
  async removeUnfinishedWrites(): Promise<string[]> {
    const removed: string[] = [];
    const entries = await fs.readdir(this.options.root, { recursive: true, withFileTypes: true }).catch((error) => {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(PARTIAL_SUFFIX)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const writer = Number(/\.(\d+)-[0-9a-f]+\.part$/.exec(entry.name)?.[1]);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat) continue;
      const abandoned =
        !writer || writer === process.pid || !processIsAlive(writer) || this.now() - stat.mtimeMs > HOUR_MS;
      if (!abandoned) continue;
      await fs.rm(file, { force: true });
      removed.push(path.relative(this.options.root, file));
    }
    return removed;
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      return { body: await fs.readFile(this.pathOf(key)), contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  private async sign(key: string, expires: number) {
    return createHmac("sha256", await this.signingKey())
      .update(`${key}\n${expires}`)
      .digest("base64url");
  }

  async signedUrl(key: string, expiresInSeconds: number) {
    const expires = Math.floor(this.now() / 1000) + expiresInSeconds;
    const signature = await this.sign(assertValidKey(key), expires);
    return `${LOCAL_FILES_PATH}${key}?${new URLSearchParams({ expires: String(expires), signature })}`;
  }

  /** Whether a signed URL's parts are genuine and not expired: "ok", "expired" or "invalid". */
  async verify(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
  ): Promise<"ok" | "expired" | "invalid"> {
    if (!KEY_PATTERN.test(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature) return "invalid";
    const expected = Buffer.from(await this.sign(key, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
    return Number(expires) * 1000 <= this.now() ? "expired" : "ok";
  }
}

export class S3FileStore implements FileStore {
  readonly kind = "s3" as const;
  readonly urlOrigins: string[];
  readonly client: S3Client;

  constructor(private readonly options: S3Settings) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: many S3-compatible servers refuse the newer checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.urlOrigins = [s3UrlOrigin(options)];
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: assertValidKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: assertValidKey(key) }),
      );
      const bytes = await answer.Body?.transformToByteArray();
      return { body: Buffer.from(bytes ?? []), contentType: answer.ContentType ?? contentTypeOf(key) };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "NoSuchKey" || name === "NotFound") return null;
      throw error;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: assertValidKey(key) }));
  }

  async signedUrl(key: string, expiresInSeconds: number) {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.options.bucket, Key: assertValidKey(key) }), {
      expiresIn: expiresInSeconds,
    });
  }
}

/** The origin presigned URLs point to: the endpoint (path style), the bucket under it, or AWS's bucket host. */
function s3UrlOrigin({ bucket, region, endpoint, forcePathStyle }: S3Settings) {
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const url = new URL(endpoint);
  return forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
}

/** Origins the browser loads stored files from besides the app's own (for the CSP's img-src): S3's, if used. */
export function fileStoreUrlOrigins(s3: S3Settings | undefined): string[] {
  return s3 ? [s3UrlOrigin(s3)] : [];
}

/** The store the server uses: the S3 bucket when one is configured, else `<dataDir>/files`. */
export function createFileStore({
  dataDir,
  secret,
  s3,
}: {
  dataDir: string;
  secret: LocalFileStoreOptions["secret"];
  s3: S3Settings | undefined;
}): FileStore {
  return s3 ? new S3FileStore(s3) : new LocalFileStore({ root: path.join(dataDir, "files"), secret });
}

/** At start: removes what uploads cut short by a crash left in the local store (nothing to do for S3). */
export async function removeUnfinishedUploads(dataDir: string, s3: S3Settings | undefined) {
  if (s3) return [];
  const store = new LocalFileStore({
    root: path.join(dataDir, "files"),
    secret: () => Promise.reject(new Error("not needed")),
  });
  return store.removeUnfinishedWrites();
}
