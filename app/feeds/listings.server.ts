// The listings a feed may carry, read in two queries whatever their number: every public listing for sale or rent
// whose staff left 'Publicar en portales' on, with its photos in display order. Mapping per portal is elsewhere.
import { type Kysely, sql } from "kysely";
import { toBool, type Database } from "../db/schema.ts";
import { toProperty } from "../properties/listing-row.server.ts";
import type { Photo, Property } from "../properties/types.ts";
import { publiclyVisible } from "../properties/visibility.server.ts";
import { FEED_STATES } from "./portals.ts";

export interface FeedListing extends Property {
  /** The exact point, or null when the listing shows none or only an approximate area (decision 161). */
  exactPoint: { lat: number; lng: number } | null;
  photos: Photo[];
  /** Portal ids staff chose to skip. */
  skipped: string[];
}

/** The portal ids a stored `portals_skipped` value names. */
export const parseSkipped = (value: string) => value.split(",").filter(Boolean);

export async function feedListings(db: Kysely<Database>): Promise<FeedListing[]> {
  const rows = await db
    .selectFrom("properties")
    .selectAll()
    .where(publiclyVisible())
    .where("state", "in", [...FEED_STATES])
    .where(sql<boolean>`portals_publish = true`)
    .orderBy("seq")
    .execute();
  const photos = await db
    .selectFrom("property_photos")
    .innerJoin("properties", "properties.id", "property_photos.property_id")
    .select(["property_photos.property_id", "property_photos.n", "property_photos.width", "property_photos.height"])
    .where(publiclyVisible("properties"))
    .where("properties.state", "in", [...FEED_STATES])
    .orderBy("property_photos.property_id")
    .orderBy("property_photos.position")
    .execute();
  const byListing = Map.groupBy(photos, (p) => p.property_id);
  return rows.map((row) => {
    const point =
      row.latitude != null && row.longitude != null && !toBool(row.approximate_location)
        ? { lat: Number(row.latitude), lng: Number(row.longitude) }
        : null;
    return {
      ...toProperty(row),
      exactPoint: point,
      photos: (byListing.get(row.id) ?? []).map(({ n, width, height }) => ({ n, width, height })),
      skipped: parseSkipped(row.portals_skipped),
    };
  });
}
