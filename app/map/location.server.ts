// A listing's stored point for the dashboard (decision 160): the edit form shows staff's own point (one that is just
// what the maps value holds is left empty, so changing the maps value later still moves the pin); a copy keeps it.
import type { Kysely } from "kysely";
import { toBool, type Database } from "../db/schema.ts";
import type { ListingLocation } from "../properties/types.ts";
import { coordinatesFromMapValue } from "./coordinates.ts";

/** A listing's stored location, for a copy of it (duplicate): the server side only. */
export async function readLocation(db: Kysely<Database>, id: string): Promise<ListingLocation> {
  const row = await db
    .selectFrom("properties")
    .select(["latitude", "longitude", "approximate_location"])
    .where("id", "=", id)
    .executeTakeFirst();
  const point =
    row?.latitude != null && row.longitude != null ? { lat: Number(row.latitude), lng: Number(row.longitude) } : null;
  return { point, approximate: toBool(row?.approximate_location) };
}

export async function locationFormDefaults(
  db: Kysely<Database>,
  id: string,
  maps: string,
): Promise<{ latitude?: string; longitude?: string; approximateLocation?: string }> {
  const row = await db
    .selectFrom("properties")
    .select(["latitude", "longitude", "approximate_location"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return {};
  const approximateLocation = toBool(row.approximate_location) ? "on" : undefined;
  if (row.latitude == null || row.longitude == null) return { approximateLocation };
  const derived = coordinatesFromMapValue(maps);
  const lat = Number(row.latitude);
  const lng = Number(row.longitude);
  if (derived && derived.lat === lat && derived.lng === lng) return { approximateLocation };
  return { latitude: String(lat), longitude: String(lng), approximateLocation };
}
