// Uploaded images: what a file is, decided by its first bytes (never its name or declared type), and a clean copy of
// it, decoded and encoded again by sharp, which drops EXIF (GPS positions included) and anything hidden in the file.
import type sharpConstructor from "sharp";
import type { Sharp } from "sharp";

let sharpModule: Promise<typeof sharpConstructor> | undefined;
/** sharp (libvips), loaded by the first image: about 30 MB of memory a server that is sent no image need not hold. */
export const loadSharp = () =>
  (sharpModule ??= import("sharp").then((module) => module.default as typeof sharpConstructor));

export type ImageKind = "jpeg" | "png" | "webp" | "gif";

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image format these bytes start with, or null when they are not an image we accept. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  return null;
}

/** What a stored image is, whatever it was sent as: PNG stays PNG, everything else becomes JPEG. */
export const STORED_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;

export type CleanImage = { body: Buffer; contentType: string; extension: string; width: number; height: number };

export class ImageRejected extends Error {
  constructor(readonly reason: "not_an_image" | "too_many_pixels" | "unreadable") {
    super(reason);
    this.name = "ImageRejected";
  }
}

/**
 * Decodes the image (refusing more than `maxPixels` before decoding), turns it upright by its EXIF orientation and
 * writes a fresh copy without metadata: PNG stays PNG (screenshots stay sharp), everything else becomes JPEG.
 */
export async function reencodeImage(bytes: Buffer, { maxPixels }: { maxPixels: number }): Promise<CleanImage> {
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRejected("not_an_image");
  const sharp = await loadSharp();
  const input = (): Sharp => sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", animated: false });
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await input().metadata());
  } catch (error) {
    // sharp checks the pixel limit against the header, before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejected("too_many_pixels");
    throw new ImageRejected("unreadable");
  }
  if (!width || !height) throw new ImageRejected("unreadable");
  if (width * height > maxPixels) throw new ImageRejected("too_many_pixels");
  try {
    const pipeline = input().rotate();
    const out =
      kind === "png"
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await pipeline
            .flatten({ background: "#ffffff" })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer({ resolveWithObject: true });
    return {
      body: out.data,
      contentType: STORED_IMAGE_TYPES[kind === "png" ? 1 : 0],
      extension: kind === "png" ? "png" : "jpg",
      width: out.info.width,
      height: out.info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageRejected("too_many_pixels");
    throw new ImageRejected("unreadable");
  }
}
