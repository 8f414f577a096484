// The file store in an S3-compatible bucket (S3_BUCKET): objects behind presigned GET URLs.
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import type * as S3Presigner from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../../config";
import { assertValidKey, contentTypeOf, type FileStore, type StoredFile } from "./file-store";

/**
 * The AWS SDK, loaded by the first S3 store that sends something: it weighs about 30 MB of memory, which a server
 * that keeps its files in DATA_DIR (most schools) should not hold (decision 029).
 */
let sdk: Promise<[typeof S3Sdk, typeof S3Presigner]> | undefined;
const loadSdk = () => (sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]));

export class S3FileStore implements FileStore {
  readonly kind = "s3" as const;
  readonly urlOrigins: string[];
  private client: S3Client | undefined;

  constructor(private readonly options: S3Settings) {
    this.urlOrigins = [s3UrlOrigin(options)];
  }

  private async sdk() {
    const [s3, presigner] = await loadSdk();
    const { options } = this;
    this.client ??= new s3.S3Client({
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
    const { PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = s3;
    return {
      PutObjectCommand,
      GetObjectCommand,
      DeleteObjectCommand,
      getSignedUrl: presigner.getSignedUrl,
      client: this.client,
    };
  }

  async put(key: string, body: Buffer, contentType: string) {
    const { client, PutObjectCommand } = await this.sdk();
    await client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: assertValidKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async read(key: string): Promise<StoredFile | null> {
    const { client, GetObjectCommand } = await this.sdk();
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: assertValidKey(key) }));
      const bytes = await answer.Body?.transformToByteArray();
      return { body: Buffer.from(bytes ?? []), contentType: answer.ContentType ?? contentTypeOf(key) };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "NoSuchKey" || name === "NotFound") return null;
      throw error;
    }
  }

  async remove(key: string) {
    const { client, DeleteObjectCommand } = await this.sdk();
    await client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: assertValidKey(key) }));
  }

  async signedUrl(key: string, expiresInSeconds: number) {
    const { client, GetObjectCommand, getSignedUrl } = await this.sdk();
    return getSignedUrl(client, new GetObjectCommand({ Bucket: this.options.bucket, Key: assertValidKey(key) }), {
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
