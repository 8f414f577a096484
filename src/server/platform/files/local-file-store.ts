// The file store in a folder (DATA_DIR/files): atomic, durable writes, and signed URLs that are an HMAC over key and
// expiry, answered by file-store-route.ts.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { S3Settings } from "../../config";
import { assertValidKey, contentTypeOf, type FileStore, KEY_PATTERN, type StoredFile } from "./file-store";

/** URL path under which the local store's signed URLs are answered. */
export const LOCAL_FILES_PATH = "/api/files/";
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

/** At start: removes what uploads cut short by a crash left in the local store (nothing to do for S3). */
export async function removeUnfinishedUploads(dataDir: string, s3: S3Settings | undefined) {
  if (s3) return [];
  const store = new LocalFileStore({
    root: path.join(dataDir, "files"),
    secret: () => Promise.reject(new Error("not needed")),
  });
  return store.removeUnfinishedWrites();
}
