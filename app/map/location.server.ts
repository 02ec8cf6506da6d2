// The edit form's point (decision 160): staff's own point is shown; one that is just what the maps value holds is
// left empty, so changing the maps value later still moves the pin.
import type { Kysely } from "kysely";
import { toBool, type Database } from "../db/schema.ts";
import { coordinatesFromMapValue } from "./coordinates.ts";

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
