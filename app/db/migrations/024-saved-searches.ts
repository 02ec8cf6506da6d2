// Saved searches and their e-mail alerts (issue 36, decision 256): a visitor's catalogue filters with an address and
// a frequency, confirmed by a link (double opt-in); and what each search's e-mails listed, so nothing goes twice.
import { type Kysely, sql } from "kysely";
import { timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    /** The catalogue's filters in effect (CatalogueFilters, empty ones left out) as JSON. */
    .addColumn("filters", "text", (c) => c.notNull())
    // Copies of three filters ('' when not filtered): the dashboard's demand figures, and an indexed narrowing of the
    // searches one listing can match before their catalogue queries run.
    .addColumn("locality", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("frequency", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", timestampType(db), (c) => c.notNull())
    .addColumn("confirmed_at", timestampType(db))
    /** Listings changed after this are looked at by the next check. */
    .addColumn("checked_at", timestampType(db))
    .addColumn("sent_at", timestampType(db))
    .execute();
  await db.schema.createIndex("saved_searches_email").on("saved_searches").column("email").execute();
  await db.schema
    .createIndex("saved_searches_listing")
    .on("saved_searches")
    .columns(["locality", "type", "state", "id"])
    .where(sql.ref("confirmed_at"), "is not", null)
    .execute();
  await db.schema
    .createIndex("saved_searches_due")
    .on("saved_searches")
    .columns(["frequency", "checked_at"])
    .where(sql.ref("confirmed_at"), "is not", null)
    .execute();
  await db.schema
    .createTable("alert_deliveries")
    .addColumn("search_id", "text", (c) => c.notNull())
    .addColumn("property_id", "text", (c) => c.notNull())
    /** 'new' (started matching) or 'drop' (its price went down to `price`). */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("price", "double precision", (c) => c.notNull())
    .addColumn("created_at", timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("alert_deliveries_pk", ["search_id", "property_id", "kind", "price"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alert_deliveries").execute();
  await db.schema.dropTable("saved_searches").execute();
}
