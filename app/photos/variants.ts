// Names and sizes of the files stored per photo; the public pages build srcsets from these.

/** Widths of the WebP variants made for every photo (cards use 400/800, the gallery 800/1200). */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Link-preview image (Open Graph): exactly this size, JPEG. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

export const masterName = (n: number) => `image_${n}.jpeg`;
export const variantName = (n: number, width: VariantWidth) => `image_${n}-${width}.webp`;
export const ogName = (n: number) => `image_${n}-og.jpeg`;

/** Where pages find photos: our /media, or PHOTOS_PUBLIC_URL (a CDN or public bucket; decision 122). */
export const MEDIA_BASE = "/media";

// The one place photo URLs are built: `{base}/{id}/{file}`, the storage key under the base.
export const variantUrl = (id: string, n: number, width: VariantWidth, base = MEDIA_BASE) =>
  `${base}/${id}/${variantName(n, width)}`;
export const ogUrl = (id: string, n: number, base = MEDIA_BASE) => `${base}/${id}/${ogName(n)}`;

/** The largest variant no wider than the photo: the URL of its sharpest WebP (previews, exports). */
export function largestVariantUrl(id: string, photo: { n: number; width: number }, base = MEDIA_BASE): string {
  const width = [...VARIANT_WIDTHS].reverse().find((w) => w <= photo.width) ?? VARIANT_WIDTHS[0];
  return variantUrl(id, photo.n, width, base);
}

/** srcset over the WebP variants no wider than the master (small photos are never upscaled). */
export function photoSrcSet(id: string, photo: { n: number; width: number }, base = MEDIA_BASE): string {
  const widths = VARIANT_WIDTHS.filter((w) => w <= photo.width);
  const list = widths.length ? widths : [VARIANT_WIDTHS[0]];
  return list.map((w) => `${variantUrl(id, photo.n, w, base)} ${Math.min(w, photo.width)}w`).join(", ");
}

/** Every storage key belonging to one photo, for deletion and the orphan sweep. */
export function photoFileNames(n: number): string[] {
  return [masterName(n), ...VARIANT_WIDTHS.map((w) => variantName(n, w)), ogName(n)];
}

/** Name of an upload's original bytes while it waits to be processed (by upload id: written before its number). */
export const originalName = (uploadId: string) => `upload-${uploadId}.original`;
export const ORIGINAL_FILE = /^upload-([0-9a-f]{32})\.original$/;

/** The photo number a stored file belongs to (`image_{n}…`), or null for any other name. */
export function photoNumberOf(fileName: string): number | null {
  const m = /^image_(\d+)(?:-[a-z0-9]+)?\.(?:jpeg|webp)$/.exec(fileName);
  return m ? Number(m[1]) : null;
}
