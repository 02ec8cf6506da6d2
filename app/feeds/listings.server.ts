// The listings a feed may carry, read in three queries whatever their number: every public listing for sale or rent
// whose staff left 'Publicar en portales' on, with its photos in display order and the units its seasons are priced
// in. Either the whole catalogue or only some listings (the ones changed since the last build, catalogue.server.ts).
// Mapping per portal is elsewhere.
import { type Kysely, sql } from "kysely";
import { toBool, type Database } from "../db/schema.ts";
import { toProperty } from "../properties/listing-row.server.ts";
import { SEASON_UNITS, type SeasonUnit } from "../properties/seasons.ts";
import type { Photo, Property } from "../properties/types.ts";
import { publiclyVisible } from "../properties/visibility.server.ts";
import { FEED_STATES } from "./portals.ts";

export interface FeedListing extends Property {
  /** The catalogue's order. */
  seq: number;
  /** The exact point, or null when the listing shows none or only an approximate area (decision 161). */
  exactPoint: { lat: number; lng: number } | null;
  photos: Photo[];
  /** Portal ids staff chose to skip. */
  skipped: string[];
  /** The units its seasons are priced in (Alquiler Temporal), in SEASON_UNITS order; empty without seasons. */
  seasonUnits: SeasonUnit[];
}

/** The portal ids a stored `portals_skipped` value names. */
export const parseSkipped = (value: string) => value.split(",").filter(Boolean);

/** Every listing a feed may carry, in catalogue order; with `ids`, only those of them (ids not public are absent). */
export async function feedListings(db: Kysely<Database>, ids?: readonly string[]): Promise<FeedListing[]> {
  if (ids?.length === 0) return [];
  let rows = db
    .selectFrom("properties")
    .selectAll()
    .where(publiclyVisible())
    .where("state", "in", [...FEED_STATES])
    .where(sql<boolean>`portals_publish = true`)
    .orderBy("seq");
  let photos = db
    .selectFrom("property_photos")
    .innerJoin("properties", "properties.id", "property_photos.property_id")
    .select(["property_photos.property_id", "property_photos.n", "property_photos.width", "property_photos.height"])
    .where(publiclyVisible("properties"))
    .where("properties.state", "in", [...FEED_STATES])
    .orderBy("property_photos.property_id")
    .orderBy("property_photos.position");
  let units = db.selectFrom("seasons").select(["property_id", "unit"]).distinct();
  if (ids) {
    rows = rows.where("id", "in", [...ids]);
    photos = photos.where("property_photos.property_id", "in", [...ids]);
    units = units.where("property_id", "in", [...ids]);
  }
  const [listingRows, photoRows, unitRows] = await Promise.all([rows.execute(), photos.execute(), units.execute()]);
  const byListing = Map.groupBy(photoRows, (p) => p.property_id);
  const unitsOf = Map.groupBy(unitRows, (u) => u.property_id);
  return listingRows.map((row) => {
    const point =
      row.latitude != null && row.longitude != null && !toBool(row.approximate_location)
        ? { lat: Number(row.latitude), lng: Number(row.longitude) }
        : null;
    const seasonUnits = new Set((unitsOf.get(row.id) ?? []).map((u) => u.unit));
    return {
      ...toProperty(row),
      seq: Number(row.seq),
      exactPoint: point,
      photos: (byListing.get(row.id) ?? []).map(({ n, width, height }) => ({ n, width, height })),
      skipped: parseSkipped(row.portals_skipped),
      seasonUnits: SEASON_UNITS.filter((u) => seasonUnits.has(u)),
    };
  });
}

/** Listings whose row, photos or seasons changed at or after site version `version` (migration 028). */
export async function listingsChangedSince(db: Kysely<Database>, version: number): Promise<string[]> {
  const rows = await db.selectFrom("listing_changes").select("property_id").where("version", ">=", version).execute();
  return rows.map((r) => r.property_id);
}
