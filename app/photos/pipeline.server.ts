// Turns any accepted image into what we store: an auto-rotated, metadata-free JPEG master,
// WebP variants at the widths the pages use, and the 1200×630 link-preview JPEG.
import { loadSharp } from "./sharp.server.ts";
import { OG_SIZE, VARIANT_WIDTHS, type VariantWidth } from "./variants.ts";

/** Larger images are refused before decoding (decompression bombs). */
export const MAX_PIXELS = 50_000_000;
/** The master keeps enough for a full-screen viewer on a large display, no more. */
export const MASTER_MAX_WIDTH = 2400;

export interface ProcessedPhoto {
  width: number;
  height: number;
  master: Buffer;
  variants: Array<{ width: VariantWidth; data: Buffer }>;
  og: Buffer;
}

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  // pages: 1 keeps only the first frame of an animated GIF/WebP. rotate() applies EXIF orientation;
  // sharp drops all metadata (EXIF, GPS, XMP) unless asked to keep it.
  const base = sharp(input, { limitInputPixels: MAX_PIXELS, pages: 1 })
    .rotate()
    .resize({ width: MASTER_MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" });
  const { data: master, info } = await base.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer({
    resolveWithObject: true,
  });
  const fromMaster = () => sharp(master);
  const variants = await Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await fromMaster().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
    })),
  );
  const og = await fromMaster()
    .resize({ ...OG_SIZE, fit: "cover", position: "attention" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { width: info.width, height: info.height, master, variants, og };
}
