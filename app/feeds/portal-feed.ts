// What a portal's feed module provides (one module per portal: trovit.ts), and the pictures every portal shares.
import { masterName } from "../photos/variants.ts";
import type { FeedListing } from "./listings.server.ts";
import type { PortalInfo } from "./portals.ts";
import { clip, oneLine } from "./xml.ts";

export interface FeedContext {
  /** The site's public origin, for listing URLs. */
  publicUrl: string;
  /** Absolute base of photo URLs: PHOTOS_PUBLIC_URL, or the site's /media. */
  photosBase: string;
  agencyName: string;
}

/** One listing's entry, and what was changed to make it fit (shown on 'Portales'). */
export interface FeedEntry {
  xml: string;
  fixes: string[];
}

export interface PortalFeed {
  info: PortalInfo;
  /** Everything before the first entry (XML declaration, root element). */
  open(ctx: FeedContext): string;
  close: string;
  entry(listing: FeedListing, ctx: FeedContext): FeedEntry;
}

/** The largest the portals accept (Navent's download rules): larger pictures are left out of the feed. */
export const MAX_PICTURE_SIDE = 6000;

/**
 * The listing's pictures as portals want them: the full-size JPEG each photo is kept as (MASTER_MAX_WIDTH wide at
 * most). Its URL names the photo number, which is never reused within a listing (app/photos/variants.ts): new
 * bytes are always a new photo number, so a new URL, with no query string.
 */
export function feedPictures(l: FeedListing, ctx: FeedContext): Array<{ url: string; title: string }> {
  return l.photos
    .filter((p) => p.width <= MAX_PICTURE_SIDE && p.height <= MAX_PICTURE_SIDE)
    .map((p, i) => ({
      url: `${ctx.photosBase}/${l.id}/${masterName(p.n)}`,
      title: clip(`${oneLine(l.name)} - foto ${i + 1}`, 255),
    }));
}

/** The title as one clean line of at most `max` characters, and a note when it had to be changed. */
export function feedTitle(name: string, max: number): { title: string; fixes: string[] } {
  const line = oneLine(name);
  const title = clip(line, max);
  const fixes: string[] = [];
  if (line !== name.trim()) fixes.push("Título con caracteres de control o saltos de línea: se limpiaron");
  if (title !== line) fixes.push(`Título de ${Array.from(line).length} caracteres: se recortó a ${max}`);
  return { title, fixes };
}

/** ISO-4217 code of a stored currency ('$' is the Argentine peso); null for 'Consultar'. */
export function isoCurrency(currency: string | null): string | null {
  if (currency === "$") return "ARS";
  if (currency === "USD") return "USD";
  return null;
}

/** A price as digits with at most two decimals, as feed schemas want it. */
export function priceDigits(price: number): string {
  return Number.isInteger(price) ? String(price) : price.toFixed(2);
}
