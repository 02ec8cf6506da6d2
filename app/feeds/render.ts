// Renders one portal's feed from the selected listings: each listing goes in (maybe fixed) or is left out with its
// reasons. Pure: the background build (build.server.ts) and the benchmark call it.
import type { FeedListing } from "./listings.server.ts";
import type { FeedContext, FeedEntry, PortalFeed } from "./portal-feed.ts";
import { missingFor } from "./requirements.ts";

export interface ListingNote {
  id: string;
  name: string;
  notes: string[];
}

export interface RenderedFeed {
  xml: string;
  count: number;
  /** Listings this portal does not get, with why. */
  leftOut: ListingNote[];
  /** Listings that went in after a change (a title cut, an address left out), with what changed. */
  fixed: ListingNote[];
}

/** Staff turned this portal off for the listing in the form. */
export const SKIPPED_BY_STAFF = "No se publica en este portal (elegido en la propiedad)";

/**
 * Entries already written, by listing: a change to one listing writes that listing's entry again and reuses the
 * others (the key is the whole listing as read). Kept per portal by the background build.
 */
export class EntryCache {
  #ctx = "";
  #entries = new Map<string, { listing: FeedListing; key: string; entry: FeedEntry }>();
  get(l: FeedListing, ctx: FeedContext, make: () => FeedEntry): FeedEntry {
    const ctxKey = JSON.stringify(ctx);
    if (ctxKey !== this.#ctx) {
      this.#entries.clear();
      this.#ctx = ctxKey;
    }
    // The same object: a listing the build did not read again (catalogue.server.ts) is the one already written.
    const hit = this.#entries.get(l.id);
    if (hit?.listing === l) return hit.entry;
    // Otherwise everything the entry is made of, not a version column: a listing read again may be unchanged.
    const key = JSON.stringify(l);
    if (hit?.key === key) {
      hit.listing = l;
      return hit.entry;
    }
    const entry = make();
    this.#entries.set(l.id, { listing: l, key, entry });
    return entry;
  }
  /** Forgets listings no longer in the feed. */
  keepOnly(ids: Set<string>) {
    for (const id of this.#entries.keys()) if (!ids.has(id)) this.#entries.delete(id);
  }
}

export function renderFeed(
  feed: PortalFeed,
  listings: readonly FeedListing[],
  ctx: FeedContext,
  cache?: EntryCache,
): RenderedFeed {
  const parts: string[] = [feed.open(ctx)];
  const leftOut: ListingNote[] = [];
  const fixed: ListingNote[] = [];
  let count = 0;
  for (const l of listings) {
    const reasons = l.skipped.includes(feed.info.id)
      ? [SKIPPED_BY_STAFF]
      : missingFor(feed.info, {
          photoCount: l.photos.length,
          currency: l.currency,
          price: l.price,
          address: l.address,
          description: l.description,
          state: l.state,
          seasonUnits: l.seasonUnits,
        });
    if (reasons.length) {
      leftOut.push({ id: l.id, name: l.name, notes: reasons });
      continue;
    }
    const entry = cache ? cache.get(l, ctx, () => feed.entry(l, ctx)) : feed.entry(l, ctx);
    parts.push(entry.xml, "\n");
    count++;
    if (entry.fixes.length) fixed.push({ id: l.id, name: l.name, notes: entry.fixes });
  }
  parts.push(feed.close);
  cache?.keepOnly(new Set(listings.map((l) => l.id)));
  return { xml: parts.join(""), count, leftOut, fixed };
}
