import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processPhoto } from "./pipeline.server.ts";

async function jpegWithGpsAndRotation(): Promise<Buffer> {
  // 300×200 landscape pixels stored with orientation 6 (display rotated 90°), plus GPS in EXIF.
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefono" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "31/1 58/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("photo pipeline", () => {
  it("auto-rotates and strips every piece of metadata (GPS included)", async () => {
    const input = await jpegWithGpsAndRotation();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from("Telefono"))).toBe(true);
    expect(before.orientation).toBe(6);
    const out = await processPhoto(input);
    const meta = await sharp(out.master).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect([out.width, out.height]).toEqual([200, 300]);
    expect(out.master.includes(Buffer.from("GPS"))).toBe(false);
  });

  it("makes WebP variants no wider than the original and a 1200×630 preview", async () => {
    const input = await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#aa5500" } })
      .png()
      .toBuffer();
    const out = await processPhoto(input);
    const widths = await Promise.all(out.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([400, 800, 1000]);
    expect((await sharp(out.variants[0].data).metadata()).format).toBe("webp");
    const og = await sharp(out.og).metadata();
    expect([og.format, og.width, og.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const frames = await sharp({ create: { width: 20, height: 60, channels: 4, background: "#ff0000" } })
      .gif()
      .toBuffer();
    const animated = await sharp(frames, { animated: true }).gif({ loop: 0 }).toBuffer();
    const out = await processPhoto(animated);
    expect((await sharp(out.master).metadata()).pages ?? 1).toBe(1);
  });

  it("refuses decompression bombs over 50 MP before decoding them", async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(processPhoto(huge)).rejects.toThrow(/pixel/i);
  });
});
