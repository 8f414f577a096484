// Private file storage behind one interface: a folder under DATA_DIR (local-file-store.ts, the default) or an
// S3-compatible bucket when S3_BUCKET is set (s3-file-store.ts). Nothing in it is served from a public path; a reader
// gets a signed URL that expires. The keys, which the server chooses, follow the rules below in either store.
import { randomBytes } from "node:crypto";
import path from "node:path";

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

/** A key: up to 8 plain segments of up to 128 characters, none starting with a dot. */
export const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,7}$/;

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

export function contentTypeOf(key: string) {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? "application/octet-stream";
}
