// Indexes for the home page's filter options at any catalogue size: distinct localities and types of open
// listings are read by skipping from value to value (catalogue.server.ts), and each currency's price spread by
// a few index seeks, instead of scanning every listing on every home page view.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("properties_locality_state").on("properties").columns(["locality", "state"]).execute();
  await db.schema.createIndex("properties_type_state").on("properties").columns(["type", "state"]).execute();
  await db.schema
    .createIndex("properties_currency_state_price")
    .on("properties")
    .columns(["currency", "state", "price"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("properties_currency_state_price").execute();
  await db.schema.dropIndex("properties_type_state").execute();
  await db.schema.dropIndex("properties_locality_state").execute();
}
