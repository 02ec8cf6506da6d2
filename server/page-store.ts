// The page cache's memory (decision 111): finished answers by key, least recently used dropped first once the
// bytes exceed the budget; everything from an older site version dropped as soon as a newer one is seen.
import type { NoncedBody } from "./nonce-splice.ts";

export interface CachedPage {
  status: number;
  /** Headers as rendered, less the per-request ones (request id, length, encoding). */
  headers: Array<[string, string]>;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** A page with a CSP nonce: its parts around it, joined around a fresh one per answer (server/nonce-splice.ts). */
  nonced?: NoncedBody & { nonce: string };
}

const sizeOf = (key: string, page: CachedPage) =>
  key.length +
  page.bodies.identity.length +
  page.bodies.gzip.length +
  page.bodies.br.length +
  (page.nonced?.deflated.reduce((n, d) => n + d.length, 0) ?? 0) +
  512;

export function pageStore(maxBytes: number) {
  let version = -1;
  let bytes = 0;
  const pages = new Map<string, { page: CachedPage; size: number }>();

  /** A newer version empties the store; an older one (a slow reader) finds nothing and stores nothing. */
  const at = (v: number) => {
    if (v > version) {
      version = v;
      pages.clear();
      bytes = 0;
    }
    return v === version;
  };

  return {
    get(v: number, key: string): CachedPage | undefined {
      if (!at(v)) return undefined;
      const hit = pages.get(key);
      if (!hit) return undefined;
      // Most recently used last: Map keeps insertion order.
      pages.delete(key);
      pages.set(key, hit);
      return hit.page;
    },
    put(v: number, key: string, page: CachedPage): void {
      if (!at(v)) return;
      const size = sizeOf(key, page);
      if (size > maxBytes) return;
      const old = pages.get(key);
      if (old) {
        pages.delete(key);
        bytes -= old.size;
      }
      pages.set(key, { page, size });
      bytes += size;
      for (const [k, entry] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(k);
        bytes -= entry.size;
      }
    },
    stats: () => ({ version, entries: pages.size, bytes }),
  };
}
