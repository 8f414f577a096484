// Image sniffing and re-encoding: the format comes from the bytes, and the stored copy carries no metadata.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejected, reencodeImage, sniffImage } from "./file-store-images";

const make = (format: "jpeg" | "png" | "webp" | "gif") =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#123456" } })
    .toFormat(format)
    .toBuffer();

describe("sniffImage", () => {
  it("recognises JPEG, PNG, WebP and GIF by their first bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "gif"] as const) expect(sniffImage(await make(format))).toBe(format);
  });

  it("refuses everything else, whatever it claims to be", () => {
    for (const text of [
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "<!doctype html>",
      "#!/bin/sh",
      "%PDF-1.7",
      "GIF7",
      "",
    ]) {
      expect(sniffImage(Buffer.from(text)), text).toBeNull();
    }
    expect(sniffImage(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
  });
});

describe("reencodeImage", () => {
  it("keeps PNG as PNG and turns other formats into JPEG", async () => {
    expect((await reencodeImage(await make("png"), { maxPixels: 1000 })).contentType).toBe("image/png");
    for (const format of ["jpeg", "webp", "gif"] as const) {
      const out = await reencodeImage(await make(format), { maxPixels: 1000 });
      expect(out).toMatchObject({ contentType: "image/jpeg", extension: "jpg", width: 8, height: 6 });
      expect((await sharp(out.body).metadata()).format).toBe("jpeg");
    }
  });

  it("turns a photo upright by its EXIF orientation, then drops the EXIF", async () => {
    const rotated = await sharp({ create: { width: 10, height: 4, channels: 3, background: "#abcdef" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await reencodeImage(rotated, { maxPixels: 1000 });
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height]).toEqual([4, 10]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("refuses too many pixels, non-images and broken images with a reason", async () => {
    await expect(reencodeImage(await make("png"), { maxPixels: 47 })).rejects.toEqual(
      new ImageRejected("too_many_pixels"),
    );
    await expect(reencodeImage(Buffer.from("hello"), { maxPixels: 1000 })).rejects.toEqual(
      new ImageRejected("not_an_image"),
    );
    const truncated = (await make("png")).subarray(0, 30);
    await expect(reencodeImage(truncated, { maxPixels: 1000 })).rejects.toBeInstanceOf(ImageRejected);
  });
});
