// Renders one portal's feed from the selected listings: each listing goes in (maybe fixed) or is left out with its
// reasons. Pure: the background build (build.server.ts) and the benchmark call it.
import type { FeedListing } from "./listings.server.ts";
import type { FeedContext, PortalFeed } from "./portal-feed.ts";
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

export function renderFeed(feed: PortalFeed, listings: readonly FeedListing[], ctx: FeedContext): RenderedFeed {
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
        });
    if (reasons.length) {
      leftOut.push({ id: l.id, name: l.name, notes: reasons });
      continue;
    }
    const entry = feed.entry(l, ctx);
    parts.push(entry.xml, "\n");
    count++;
    if (entry.fixes.length) fixed.push({ id: l.id, name: l.name, notes: entry.fixes });
  }
  parts.push(feed.close);
  return { xml: parts.join(""), count, leftOut, fixed };
}
