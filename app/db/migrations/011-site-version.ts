// The site version (decision 110): one row counting changes to what public pages show, bumped by triggers on the
// listing tables, read once per request by the page cache so every process and instance drops stale pages at once.
// The row is created by the first change (the bump is an upsert): a restore, which loads rows into the migrated
// schema, brings its own row or none, and never collides with one made here.
import { type Kysely, sql } from "kysely";
import { bumpSiteVersionTrigger, dropSiteVersionTriggers, isPostgres } from "./dialect.ts";

/** Counter updates from page views and enquiries (migration 004's trigger on events) change no public page. */
export const NOT_A_COUNTER = {
  sqlite: "OLD.view_count IS NEW.view_count AND OLD.enquiry_count IS NEW.enquiry_count",
  postgres:
    "OLD.view_count IS NOT DISTINCT FROM NEW.view_count AND OLD.enquiry_count IS NOT DISTINCT FROM NEW.enquiry_count",
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION vitrina_bump_site_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO site_version (id, version) VALUES (1, 1)
          ON CONFLICT (id) DO UPDATE SET version = site_version.version + 1;
        RETURN NULL;
      END $$`.execute(db);
  }
  // Listings (save, delete, featured toggle) and their photos (a save stores the processed ones).
  await bumpSiteVersionTrigger(db, "properties", { updateWhen: NOT_A_COUNTER });
  await bumpSiteVersionTrigger(db, "property_photos");
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropSiteVersionTriggers(db, "property_photos");
  await dropSiteVersionTriggers(db, "properties");
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS vitrina_bump_site_version()`.execute(db);
  await db.schema.dropTable("site_version").execute();
}
