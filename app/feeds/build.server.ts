// Builds every portal's feed from the database as it is now: one read of the listings, one render per portal.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { MEDIA_BASE } from "../photos/variants.ts";
import { feedListings } from "./listings.server.ts";
import type { FeedContext, PortalFeed } from "./portal-feed.ts";
import { FEEDS } from "./registry.server.ts";
import { type RenderedFeed, renderFeed } from "./render.ts";

export function feedContext(
  settings: { PUBLIC_URL: string; PHOTOS_PUBLIC_URL?: string | null },
  agencyName: string,
): FeedContext {
  return {
    publicUrl: settings.PUBLIC_URL,
    photosBase: (settings.PHOTOS_PUBLIC_URL ?? `${settings.PUBLIC_URL}${MEDIA_BASE}`).replace(/\/$/, ""),
    agencyName,
  };
}

export async function buildFeeds(
  db: Kysely<Database>,
  ctx: FeedContext,
  feeds: readonly PortalFeed[] = FEEDS,
): Promise<Map<PortalFeed, RenderedFeed>> {
  const listings = await feedListings(db);
  return new Map(feeds.map((feed) => [feed, renderFeed(feed, listings, ctx)]));
}
