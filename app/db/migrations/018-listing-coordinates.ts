// A listing's point for the map of results (issue #18, decision 160): latitude and longitude (both or neither) and
// whether the public sees an area instead of the point (decision 161). Existing listings get the point their Google
// Maps value holds, if any.
import type { Kysely } from "kysely";
import { coordinatesFromMapValue } from "../../map/coordinates.ts";

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable("properties").addColumn("latitude", "double precision").execute();
  await db.schema.alterTable("properties").addColumn("longitude", "double precision").execute();
  await db.schema
    .alterTable("properties")
    .addColumn("approximate_location", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  const rows: Array<{ id: string; maps: string }> = await db.selectFrom("properties").select(["id", "maps"]).execute();
  for (const row of rows) {
    const point = coordinatesFromMapValue(row.maps);
    if (!point) continue;
    await db
      .updateTable("properties")
      .set({ latitude: point.lat, longitude: point.lng })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["latitude", "longitude", "approximate_location"]) {
    await db.schema.alterTable("properties").dropColumn(column).execute();
  }
}
