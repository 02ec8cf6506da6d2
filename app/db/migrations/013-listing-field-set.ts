// Issue #16: the listing an Argentine agency publishes. New characteristic columns (sets as bit masks, decision
// 131), the old unused `pisos` folded into `plantas` (decision 130), the indexes of the sorted catalogue
// (decision 132), the staff's reference dollar rate (decision 133), every listing's price history (decision 134),
// and a temporary rental's seasons and occupied dates (decision 135).
import { type Kysely, sql } from "kysely";
import { serialType, timestampType } from "./dialect.ts";

const COLUMNS: Array<[string, "integer" | "bigint" | "double precision" | "text"]> = [
  ["superficie_cubierta", "double precision"],
  ["superficie_terreno", "double precision"],
  ["monto_expensas", "bigint"],
  ["apto_credito", "text"],
  ["apto_profesional", "text"],
  ["acepta_mascotas", "text"],
  ["amoblado", "text"],
  ["orientacion", "text"],
  ["disposicion", "text"],
  ["servicios", "integer"],
  ["comodidades", "integer"],
];

/** The catalogue's sorts: price within a currency, surface; 'Más recientes' reads the seq index backwards. */
const INDEXES: Array<[string, string[]]> = [
  ["properties_currency_price_seq", ["currency", "price", "seq"]],
  ["properties_superficie_seq", ["superficie", "seq"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable("properties").addColumn(name, type).execute();
  }
  // One floors field: keep what was stored under the detail-only name (nothing wrote it but the demo seed).
  await sql`UPDATE properties SET plantas = pisos WHERE plantas IS NULL AND pisos IS NOT NULL`.execute(db);
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on("properties").columns(columns).execute();
  }

  await db.schema
    .createTable("currency_rates")
    .addColumn("id", serialType(db), (c) => c.primaryKey())
    .addColumn("value", "double precision", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("rate_date", "text", (c) => c.notNull())
    .addColumn("set_by", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("price_changes")
    .addColumn("id", serialType(db), (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("old_currency", "text")
    .addColumn("old_price", "bigint")
    .addColumn("new_currency", "text")
    .addColumn("new_price", "bigint")
    .addColumn("changed_by", "text")
    .addColumn("changed_by_name", "text")
    .addColumn("changed_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("price_changes_property")
    .on("price_changes")
    .columns(["property_id", "changed_at"])
    .execute();

  // Days as 'YYYY-MM-DD' text on both engines: a stay is calendar days, not instants (seasons.ts).
  await db.schema
    .createTable("seasons")
    .addColumn("id", serialType(db), (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("price", "bigint", (c) => c.notNull())
    .addColumn("min_nights", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("seasons_property").on("seasons").columns(["property_id", "starts_on"]).execute();
  await db.schema
    .createTable("occupied_ranges")
    .addColumn("id", serialType(db), (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  // 'Disponible del … al …': per listing, the ranges ending after the arrival, in start order.
  await db.schema
    .createIndex("occupied_ranges_property")
    .on("occupied_ranges")
    .columns(["property_id", "ends_on", "starts_on"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("occupied_ranges").execute();
  await db.schema.dropTable("seasons").execute();
  await db.schema.dropTable("price_changes").execute();
  await db.schema.dropTable("currency_rates").execute();
  for (const [name] of INDEXES.toReversed()) await db.schema.dropIndex(name).execute();
  for (const [name] of COLUMNS.toReversed()) await db.schema.alterTable("properties").dropColumn(name).execute();
}
