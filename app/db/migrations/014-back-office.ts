// The agency's back office (issue #17): settings and images stored in the database (decision 140), listings in
// the trash or saved as drafts (decision 141), and the append-only activity history (decision 143). Trashed
// listings leave the dashboard's counts and search index through the same triggers that keep them.
import { type Kysely, sql } from "kysely";
import { isPostgres, serialType, timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);

  await db.schema
    .createTable("agency_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("agency_images")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("data", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  await db.schema.alterTable("properties").addColumn("deleted_at", ts).execute();
  await db.schema.alterTable("properties").addColumn("deleted_by_name", "text").execute();
  await db.schema
    .alterTable("properties")
    .addColumn("draft", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex("properties_deleted_at").on("properties").column("deleted_at").execute();

  await db.schema
    .createTable("activity")
    .addColumn("id", serialType(db), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("at", ts, (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("property_id", "text")
    .addColumn("property_name", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("activity_at").on("activity").column("at").execute();
  await db.schema.createIndex("activity_property_at").on("activity").columns(["property_id", "at"]).execute();
  await db.schema.createIndex("activity_actor_at").on("activity").columns(["actor_id", "at"]).execute();

  if (pg) await postgres(db);
  else await sqlite(db);
  // Counts restart from the rows, so they match the new rule (trashed listings are not counted).
  await sql`DELETE FROM property_counts`.execute(db);
  await sql`INSERT INTO property_counts (state, featured, n)
            SELECT state, featured, count(*) FROM properties WHERE deleted_at IS NULL
            GROUP BY state, featured`.execute(db);
}

async function sqlite(db: Kysely<any>) {
  for (const t of [
    "properties_count_ins",
    "properties_count_del",
    "properties_count_upd",
    "properties_search_ins",
    "properties_search_upd",
  ]) {
    await sql.raw(`DROP TRIGGER ${t}`).execute(db);
  }
  const countUp = (row: string) =>
    `INSERT INTO property_counts (state, featured, n) SELECT ${row}.state, ${row}.featured, 1
     WHERE ${row}.deleted_at IS NULL ON CONFLICT (state, featured) DO UPDATE SET n = n + 1;`;
  const countDown = (row: string) =>
    `UPDATE property_counts SET n = n - 1
     WHERE state = ${row}.state AND featured = ${row}.featured AND ${row}.deleted_at IS NULL;`;
  const index = `INSERT INTO properties_search (rowid, search_text) SELECT NEW.seq, NEW.search_text
     WHERE NEW.deleted_at IS NULL;`;
  const statements = [
    `CREATE TRIGGER properties_count_ins AFTER INSERT ON properties BEGIN ${countUp("NEW")} END`,
    `CREATE TRIGGER properties_count_del AFTER DELETE ON properties BEGIN ${countDown("OLD")} END`,
    `CREATE TRIGGER properties_count_upd AFTER UPDATE OF state, featured, deleted_at ON properties
     WHEN OLD.state IS NOT NEW.state OR OLD.featured IS NOT NEW.featured OR OLD.deleted_at IS NOT NEW.deleted_at
     BEGIN ${countDown("OLD")} ${countUp("NEW")} END`,
    `CREATE TRIGGER properties_search_ins AFTER INSERT ON properties BEGIN ${index} END`,
    `CREATE TRIGGER properties_search_upd AFTER UPDATE OF search_text, seq, deleted_at ON properties BEGIN
       DELETE FROM properties_search WHERE rowid = OLD.seq; ${index} END`,
    // The history is append-only (decision 143): no statement may change or remove a recorded entry.
    `CREATE TRIGGER activity_no_update BEFORE UPDATE ON activity
     BEGIN SELECT RAISE(ABORT, 'el historial de actividad no se puede modificar'); END`,
    `CREATE TRIGGER activity_no_delete BEFORE DELETE ON activity
     BEGIN SELECT RAISE(ABORT, 'el historial de actividad no se puede modificar'); END`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
  await sql`DELETE FROM properties_search WHERE rowid IN (SELECT seq FROM properties WHERE deleted_at IS NOT NULL)`.execute(
    db,
  );
}

async function postgres(db: Kysely<any>) {
  await sql`CREATE OR REPLACE FUNCTION vitrina_property_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.deleted_at IS NULL THEN
        UPDATE property_counts SET n = n - 1 WHERE state = OLD.state AND featured = OLD.featured;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
        INSERT INTO property_counts (state, featured, n) VALUES (NEW.state, NEW.featured, 1)
          ON CONFLICT (state, featured) DO UPDATE SET n = property_counts.n + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER properties_count_upd ON properties`.execute(db);
  await sql`CREATE TRIGGER properties_count_upd AFTER UPDATE OF state, featured, deleted_at ON properties
    FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.featured IS DISTINCT FROM NEW.featured
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
    EXECUTE FUNCTION vitrina_property_counts()`.execute(db);
  await sql`CREATE FUNCTION vitrina_activity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'el historial de actividad no se puede modificar'; END $$`.execute(db);
  await sql`CREATE TRIGGER activity_append_only BEFORE UPDATE OR DELETE ON activity
    FOR EACH ROW EXECUTE FUNCTION vitrina_activity_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Drops what 014 added; the count and search triggers keep 014's form (they read deleted_at, so this down
  // is for tests only): a failed upgrade restores the previous database instead (decision 101).
  await db.schema.dropTable("activity").execute();
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS vitrina_activity_append_only()`.execute(db);
  await db.schema.dropIndex("properties_deleted_at").execute();
  for (const column of ["draft", "deleted_by_name", "deleted_at"]) {
    await db.schema.alterTable("properties").dropColumn(column).execute();
  }
  await db.schema.dropTable("agency_images").execute();
  await db.schema.dropTable("agency_settings").execute();
}
