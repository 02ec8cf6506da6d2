// Turns any accepted image into what we store: an auto-rotated, metadata-free JPEG master,
// WebP variants at the widths the pages use, and the 1200×630 link-preview JPEG.
import { loadSharp } from "./sharp.server.ts";
import { OG_SIZE, VARIANT_WIDTHS, type VariantWidth } from "./variants.ts";

/** Larger images are refused before decoding (decompression bombs). */
export const MAX_PIXELS = 50_000_000;
/** The master keeps enough for a full-screen viewer on a large display, no more. */
export const MASTER_MAX_WIDTH = 2400;

/** Everything that decides the stored bytes besides the input: a change here gives other photos (and new keys to
 * the demo's kept drawings, app/demo/drawn-photos.server.ts). */
export const PIPELINE_SETTINGS = {
  masterMaxWidth: MASTER_MAX_WIDTH,
  masterQuality: 82,
  variantWidths: VARIANT_WIDTHS,
  variantQuality: 72,
  og: OG_SIZE,
  ogQuality: 80,
  background: "#ffffff",
} as const;

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
    .resize({ width: PIPELINE_SETTINGS.masterMaxWidth, withoutEnlargement: true })
    .flatten({ background: PIPELINE_SETTINGS.background });
  const { data: master, info } = await base
    .clone()
    .jpeg({ quality: PIPELINE_SETTINGS.masterQuality, mozjpeg: true })
    .toBuffer({
      resolveWithObject: true,
    });
  const fromMaster = () => sharp(master);
  const variants = await Promise.all(
    PIPELINE_SETTINGS.variantWidths.map(async (width) => ({
      width,
      data: await fromMaster()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: PIPELINE_SETTINGS.variantQuality })
        .toBuffer(),
    })),
  );
  const og = await fromMaster()
    .resize({ ...PIPELINE_SETTINGS.og, fit: "cover", position: "attention" })
    .jpeg({ quality: PIPELINE_SETTINGS.ogQuality, mozjpeg: true })
    .toBuffer();
  return { width: info.width, height: info.height, master, variants, og };
}
