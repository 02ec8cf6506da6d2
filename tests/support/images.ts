// Test images made with sharp: every accepted format, photos with GPS EXIF and a rotation flag, and the
// things an upload must refuse.
import zlib from "node:zlib";
import sharp from "sharp";

/** Written into the GPS EXIF of `jpegWithGps`; must never appear in a stored file. */
export const GPS_MARKER = "MARCADOR-GPS-VITRINA";

const canvas = (width: number, height: number, background = "#3a7f6b") =>
  sharp({ create: { width, height, channels: 3, background } });

export const makeJpeg = (width = 640, height = 480, background?: string) =>
  canvas(width, height, background).jpeg().toBuffer();
export const makePng = (width = 640, height = 480) => canvas(width, height).png().toBuffer();
export const makeWebp = (width = 640, height = 480) => canvas(width, height).webp().toBuffer();
export const makeAvif = (width = 320, height = 240) => canvas(width, height).avif().toBuffer();

/** Two frames, 40×30 each: only the first may survive. */
export async function makeAnimatedGif(): Promise<Buffer> {
  const frames = await Promise.all(["#ff0000", "#0000ff"].map((c) => canvas(40, 30, c).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A 600×400 JPEG whose EXIF carries GPS coordinates and says "rotate 90°" (orientation 6). */
export function jpegWithGps(): Promise<Buffer> {
  return canvas(600, 400)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "VitrinaCam" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "31/1 58/1 12/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "64/1 33/1 0/1",
        GPSMapDatum: GPS_MARKER,
      },
    })
    .toBuffer();
}

/** A PNG header with garbage after it, named as a JPEG by whoever uploads it. */
export async function brokenPng(): Promise<Buffer> {
  const png = await makePng(400, 300);
  const broken = Buffer.from(png.subarray(0, Math.floor(png.length / 2)));
  broken.fill(0x41, 60);
  return broken;
}

/** A JPEG cut short in the middle of its image data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

/** A valid 8000 × 7000 (56 MP) grey PNG of zeros that weighs ~60 kB: a decompression bomb. */
export function pngBomb(width = 8000, height = 7000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
export const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
/** An HEIC header: an ISO-BMFF image, but not one of ours. */
export const heic = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from("ftypheic\0\0\0\0mif1heic"),
  Buffer.alloc(64),
]);

/** A valid JPEG padded past 20 MB (JPEG decoders stop at the end marker). */
export async function oversizedJpeg(): Promise<Buffer> {
  return Buffer.concat([await makeJpeg(64, 64), Buffer.alloc(20 * 1024 * 1024 + 1)]);
}
