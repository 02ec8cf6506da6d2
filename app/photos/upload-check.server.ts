// Decides whether uploaded bytes are a photo we accept: JPEG, PNG, WebP, AVIF or GIF judged by their content
// (never by name or declared type), at most 20 MB and 50 MP, and decodable to the end. Messages name the file.
import { MAX_UPLOAD_BYTES } from "./limits.ts";
import { MAX_PIXELS } from "./pipeline.server.ts";
import { loadSharp } from "./sharp.server.ts";

export { MAX_UPLOAD_BYTES } from "./limits.ts";
export const ACCEPTED_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

export type UploadCheck =
  | { ok: true; format: AcceptedFormat; width: number; height: number }
  | { ok: false; message: string };

export const uploadMessages = {
  tooLarge: (file: string) => `«${file}» pesa más de 20 MB. Reducí la foto y volvé a subirla.`,
  notImage: (file: string) => `«${file}» no es una foto JPEG, PNG, WebP, AVIF ni GIF.`,
  tooManyPixels: (file: string) => `«${file}» es demasiado grande: tiene más de 50 megapíxeles.`,
  broken: (file: string) => `«${file}» está dañada o incompleta y no se puede abrir.`,
  empty: (file: string) => `«${file}» está vacío.`,
};

const ascii = (b: Uint8Array, from: number, to: number) => Buffer.from(b.subarray(from, to)).toString("latin1");

/** The format the first bytes announce, or null. */
export function sniffFormat(b: Uint8Array): AcceptedFormat | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (b.length >= 6 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) return "gif";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return "webp";
  if (b.length >= 16 && ascii(b, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand and the compatible brands must name AVIF (HEIC and MP4 are refused).
    const boxSize = Math.min(new DataView(b.buffer, b.byteOffset, b.length).getUint32(0), b.length, 64);
    const brands = [ascii(b, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(b, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

const SHARP_FORMAT: Record<AcceptedFormat, string[]> = {
  jpeg: ["jpeg"],
  png: ["png"],
  gif: ["gif"],
  webp: ["webp"],
  avif: ["heif", "avif"],
};

export async function checkUpload(bytes: Buffer, fileName: string): Promise<UploadCheck> {
  const name = displayName(fileName);
  if (bytes.length === 0) return { ok: false, message: uploadMessages.empty(name) };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, message: uploadMessages.tooLarge(name) };
  const format = sniffFormat(bytes);
  if (!format) return { ok: false, message: uploadMessages.notImage(name) };
  let width: number;
  let height: number;
  let orientation: number | undefined;
  const sharp = await loadSharp();
  try {
    // The header alone: a bomb is refused before a single pixel is decoded.
    const meta = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
    if (!SHARP_FORMAT[format].includes(meta.format ?? "")) return { ok: false, message: uploadMessages.notImage(name) };
    width = meta.width ?? 0;
    height = meta.pageHeight ?? meta.height ?? 0;
    orientation = meta.orientation;
    if (!width || !height) return { ok: false, message: uploadMessages.broken(name) };
    if (width * height > MAX_PIXELS) return { ok: false, message: uploadMessages.tooManyPixels(name) };
    // Decode every byte (at reduced size, which JPEG does cheaply): truncated or corrupt data fails here.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, pages: 1, failOn: "warning" })
      .resize(64, 64, { fit: "inside" })
      .raw()
      .toBuffer();
  } catch {
    return { ok: false, message: uploadMessages.broken(name) };
  }
  // EXIF orientations 5–8 turn the picture a quarter: the stored photo has the sides swapped.
  const turned = orientation !== undefined && orientation >= 5;
  return { ok: true, format, width: turned ? height : width, height: turned ? width : height };
}

/** A file name fit for a message: no path, no control characters, not absurdly long. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "archivo sin nombre").slice(0, 80);
}
