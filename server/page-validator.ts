// The cached pages' validator (decision 113): a weak ETag computed from what decides a page — the build, the site
// version, the cache key and the featured-order seed — not from its bytes, so every process and instance gives a
// page the same tag, whichever rendered it, and a revalidation anywhere can answer 304 without rendering.
import crypto from "node:crypto";
import { parseSeed } from "../app/properties/order-seed.ts";

export interface PageIdentity {
  /** The server build (its assets manifest version): a new build changes every page. */
  build: string;
  /** The site version the page was rendered at (decision 110). */
  version: number;
  /** Path and canonical query (server/page-cache-key.ts), without the pool seed. */
  key: string;
  /** The pool seed the page was rendered with, or "" when the URL fixes the order (or has none). */
  seed: string;
}

const digest = (p: PageIdentity) =>
  crypto.createHash("sha256").update(`${p.build}\n${p.version}\n${p.key}\n${p.seed}`).digest("base64url").slice(0, 22);

/** `W/"<version>.<seed>.<digest>"`: the seed is visible so a revalidation can name the order it was given. */
export function pageTag(p: PageIdentity): string {
  return `W/"${p.version}.${p.seed}.${digest(p)}"`;
}

const TAG = /^W\/"(\d+)\.([0-9a-z]*)\.([\w-]{22})"$/;

/**
 * Which If-None-Match tag names this page now, if any: "*", or one of ours for this build, version and key. For a
 * page whose order comes from the pool (`pooled`), a tag of any well-formed seed counts — the visitor keeps the
 * order it already has; the pools differ between processes, and a forged seed only earns an empty 304.
 * Returns the seed of the matching tag ("" when the page has none), or null when nothing matches.
 */
export function matchingSeed(header: string | undefined, p: Omit<PageIdentity, "seed">, pooled: boolean) {
  if (!header) return null;
  for (const raw of header.split(",")) {
    const tag = raw.trim();
    if (tag === "*") return "";
    const m = TAG.exec(tag);
    if (!m || Number(m[1]) !== p.version) continue;
    const seed = m[2];
    if (pooled ? parseSeed(seed) === null : seed !== "") continue;
    if (digest({ ...p, seed }) === m[3]) return seed;
  }
  return null;
}
