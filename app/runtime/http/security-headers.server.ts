// Security headers for every document: a per-request CSP nonce and the usual hardening.
import crypto from "node:crypto";
import { LISTING_FIELDS } from "../../properties/listing-fields.ts";

/** Where iframes come from: the hosts the listing's link fields embed (the map, a video), as their rules say. */
export const MAP_FRAME_HOSTS = [...new Set(LISTING_FIELDS.flatMap((f) => f.link?.frameOrigins ?? []))];

/** Random bytes drawn 256 nonces at a time: one call into the system's generator instead of one per page. */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

/** A fresh CSP nonce: 16 random bytes, never handed out twice. */
export function createNonce(): string {
  if (used === pool.length) {
    crypto.randomFillSync(pool);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

export function contentSecurityPolicy(
  nonce: string,
  options: { analytics?: boolean; photosOrigin?: string; tilesOrigin?: string } = {},
): string {
  // Photos from PHOTOS_PUBLIC_URL (a CDN or bucket, decision 122): its origin only.
  const photos = options.photosOrigin ? ` ${options.photosOrigin}` : "";
  // Map tiles from MAP_TILES_URL's host (decision 162).
  const tiles = options.tilesOrigin ? ` ${options.tilesOrigin}` : "";
  const analytics = options.analytics ? " https://www.googletagmanager.com https://*.google-analytics.com" : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${photos}${tiles}`,
    "font-src 'self'",
    `connect-src 'self'${analytics}`,
    `frame-src ${MAP_FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function applySecurityHeaders(
  headers: Headers,
  nonce: string,
  options: { https: boolean; analytics?: boolean; photosOrigin?: string; tilesOrigin?: string },
) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
