// Listings, their photos and analytics events (SPEC.md §3).
import type { Kysely } from "kysely";
import { isPostgres, serialType, timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("properties")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("seq", "bigint", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("locality", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("currency", "text")
    .addColumn("price", "bigint")
    .addColumn("maps", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("featured", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("ambientes", "integer")
    .addColumn("dormitorios", "integer")
    .addColumn("banos", "integer")
    .addColumn("plantas", "integer")
    .addColumn("superficie", "double precision")
    .addColumn("cochera", "integer")
    .addColumn("pisos", "integer")
    .addColumn("anio_construccion", "integer")
    .addColumn("patio", "text")
    .addColumn("expensas", "text")
    .addColumn("estado", "text")
    .addColumn("contrato", "text")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_photo_n", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  // Featured-first order, and the filters of the home page (SPEC.md §5).
  await db.schema.createIndex("properties_featured_seq").on("properties").columns(["featured", "seq"]).execute();
  await db.schema
    .createIndex("properties_state_featured_seq")
    .on("properties")
    .columns(["state", "featured", "seq"])
    .execute();
  await db.schema.createIndex("properties_locality").on("properties").column("locality").execute();
  await db.schema.createIndex("properties_type").on("properties").column("type").execute();
  await db.schema.createIndex("properties_created_at").on("properties").column("created_at").execute();

  await db.schema
    .createTable("property_photos")
    .addColumn("property_id", "text", (c) => c.notNull().references("properties.id").onDelete("cascade"))
    .addColumn("n", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("property_photos_pk", ["property_id", "n"])
    .execute();
  await db.schema
    .createIndex("property_photos_order")
    .on("property_photos")
    .columns(["property_id", "position"])
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("id", serialType(db), (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("property_id", "text")
    .addColumn("referrer", "text")
    .addColumn("visit_id", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_kind_created").on("events").columns(["kind", "created_at"]).execute();
  await db.schema
    .createIndex("events_property_kind")
    .on("events")
    .columns(["property_id", "kind", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("events").execute();
  await db.schema.dropTable("property_photos").execute();
  await db.schema.dropTable("properties").execute();
}
