// Dashboard: table sort indexes, counters kept by triggers (listing counts, views/enquiries, daily event
// totals), substring search indexes, and the photo-upload queue. Triggers keep every writer honest
// (commands, seed, bulk loads) without each one having to remember the counters.
import { type Kysely, sql } from "kysely";
import { isPostgres, timestampType } from "./dialect.ts";

const SORT_INDEXES: Array<[string, string]> = [
  ["properties_name_seq", "name"],
  ["properties_type_seq", "type"],
  ["properties_state_seq", "state"],
  ["properties_locality_seq", "locality"],
  ["properties_price_seq", "price"],
  ["properties_views_seq", "view_count"],
  ["properties_enquiries_seq", "enquiry_count"],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);

  await db.schema
    .alterTable("properties")
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("properties")
    .addColumn("enquiry_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, column] of SORT_INDEXES) {
    await db.schema.createIndex(name).on("properties").columns([column, "seq"]).execute();
  }

  // Listing counts per (state, featured): the dashboard counters and the unfiltered table total in O(1).
  await db.schema
    .createTable("property_counts")
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("featured", "boolean", (c) => c.notNull())
    .addColumn("n", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("property_counts_pk", ["state", "featured"])
    .execute();
  await sql`INSERT INTO property_counts (state, featured, n)
            SELECT state, featured, count(*) FROM properties GROUP BY state, featured`.execute(db);

  // Page views and enquiries per day and listing ('' for site-wide pages), for the 30-day figures.
  await db.schema
    .createTable("event_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addColumn("n", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_daily_pk", ["day", "kind", "property_id"])
    .execute();

  // The queue of accepted uploads (original bytes kept here until processed, so a crash loses nothing)
  // and the record of every photo number handed out that no saved listing references yet.
  await db.schema
    .createTable("photo_uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("original", pg ? "bytea" : "blob")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("claimed_at", ts)
    .addColumn("created_at", ts, (c) => c.notNull())
    .addUniqueConstraint("photo_uploads_property_n", ["property_id", "n"])
    .execute();
  await db.schema.createIndex("photo_uploads_status").on("photo_uploads").columns(["status", "created_at"]).execute();

  if (pg) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<any>) {
  const countUp = (row: string) =>
    `INSERT INTO property_counts (state, featured, n) VALUES (${row}.state, ${row}.featured, 1)
     ON CONFLICT (state, featured) DO UPDATE SET n = n + 1;`;
  const countDown = (row: string) =>
    `UPDATE property_counts SET n = n - 1 WHERE state = ${row}.state AND featured = ${row}.featured;`;
  await sql
    .raw(`CREATE TRIGGER properties_count_ins AFTER INSERT ON properties BEGIN ${countUp("NEW")} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER properties_count_del AFTER DELETE ON properties BEGIN ${countDown("OLD")} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER properties_count_upd AFTER UPDATE OF state, featured ON properties
       WHEN OLD.state IS NOT NEW.state OR OLD.featured IS NOT NEW.featured
       BEGIN ${countDown("OLD")} ${countUp("NEW")} END`,
    )
    .execute(db);

  // Substring search: a contentless trigram index keyed by seq (stable, unlike an implicit rowid).
  await sql
    .raw(`CREATE VIRTUAL TABLE properties_search USING fts5(search_text, content='', contentless_delete=1,
    tokenize='trigram remove_diacritics 1')`)
    .execute(db);
  await sql
    .raw(`INSERT INTO properties_search (rowid, search_text) SELECT seq, search_text FROM properties`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER properties_search_ins AFTER INSERT ON properties BEGIN
         INSERT INTO properties_search (rowid, search_text) VALUES (NEW.seq, NEW.search_text); END`,
    )
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER properties_search_del AFTER DELETE ON properties BEGIN
         DELETE FROM properties_search WHERE rowid = OLD.seq; END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER properties_search_upd AFTER UPDATE OF search_text, seq ON properties BEGIN
         DELETE FROM properties_search WHERE rowid = OLD.seq;
         INSERT INTO properties_search (rowid, search_text) VALUES (NEW.seq, NEW.search_text); END`,
    )
    .execute(db);

  await sql
    .raw(
      `CREATE TRIGGER events_counters AFTER INSERT ON events BEGIN
         UPDATE properties SET view_count = view_count + (NEW.kind = 'page_view'),
                               enquiry_count = enquiry_count + (NEW.kind = 'enquiry')
          WHERE id = NEW.property_id;
         INSERT INTO event_daily (day, kind, property_id, n)
           VALUES (substr(NEW.created_at, 1, 10), NEW.kind, coalesce(NEW.property_id, ''), 1)
           ON CONFLICT (day, kind, property_id) DO UPDATE SET n = n + 1;
       END`,
    )
    .execute(db);
  await backfillEvents(db, sql`substr(created_at, 1, 10)`);
}

async function postgresTriggers(db: Kysely<any>) {
  await sql`CREATE FUNCTION vitrina_property_counts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE property_counts SET n = n - 1 WHERE state = OLD.state AND featured = OLD.featured;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO property_counts (state, featured, n) VALUES (NEW.state, NEW.featured, 1)
          ON CONFLICT (state, featured) DO UPDATE SET n = property_counts.n + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER properties_count_insdel AFTER INSERT OR DELETE ON properties
    FOR EACH ROW EXECUTE FUNCTION vitrina_property_counts()`.execute(db);
  await sql`CREATE TRIGGER properties_count_upd AFTER UPDATE OF state, featured ON properties
    FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.featured IS DISTINCT FROM NEW.featured)
    EXECUTE FUNCTION vitrina_property_counts()`.execute(db);

  await sql`CREATE FUNCTION vitrina_event_counters() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.property_id IS NOT NULL THEN
        UPDATE properties SET view_count = view_count + (NEW.kind = 'page_view')::int,
                              enquiry_count = enquiry_count + (NEW.kind = 'enquiry')::int
         WHERE id = NEW.property_id;
      END IF;
      INSERT INTO event_daily (day, kind, property_id, n)
        VALUES (to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), NEW.kind, coalesce(NEW.property_id, ''), 1)
        ON CONFLICT (day, kind, property_id) DO UPDATE SET n = event_daily.n + 1;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER events_counters AFTER INSERT ON events
    FOR EACH ROW EXECUTE FUNCTION vitrina_event_counters()`.execute(db);
  await backfillEvents(db, sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

  // Substring search through trigram indexes, where the server offers pg_trgm (it is a trusted extension).
  // A database user without the right to create it gets the same search, by scanning.
  const trgm = await sql<{ installed: boolean; creatable: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS installed,
           EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
             AND has_database_privilege(current_database(), 'CREATE') AS creatable`.execute(db);
  const { installed, creatable } = trgm.rows[0];
  if (installed || creatable) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX properties_search_trgm ON properties USING gin (search_text gin_trgm_ops)`.execute(db);
  }
}

async function backfillEvents(db: Kysely<any>, day: ReturnType<typeof sql>) {
  await sql`INSERT INTO event_daily (day, kind, property_id, n)
    SELECT ${day}, kind, coalesce(property_id, ''), count(*) FROM events GROUP BY 1, 2, 3`.execute(db);
  await sql`UPDATE properties SET
    view_count = (SELECT count(*) FROM events e WHERE e.property_id = properties.id AND e.kind = 'page_view'),
    enquiry_count = (SELECT count(*) FROM events e WHERE e.property_id = properties.id AND e.kind = 'enquiry')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const t of [
    "events_counters",
    "properties_count_ins",
    "properties_count_del",
    "properties_count_upd",
    "properties_count_insdel",
    "properties_search_ins",
    "properties_search_del",
    "properties_search_upd",
  ]) {
    await sql
      .raw(
        pg
          ? `DROP TRIGGER IF EXISTS ${t} ON ${t.startsWith("events") ? "events" : "properties"}`
          : `DROP TRIGGER IF EXISTS ${t}`,
      )
      .execute(db);
  }
  if (pg) {
    await sql`DROP FUNCTION IF EXISTS vitrina_property_counts()`.execute(db);
    await sql`DROP FUNCTION IF EXISTS vitrina_event_counters()`.execute(db);
    await sql`DROP INDEX IF EXISTS properties_search_trgm`.execute(db);
  } else {
    await sql`DROP TABLE IF EXISTS properties_search`.execute(db);
  }
  await db.schema.dropTable("photo_uploads").execute();
  await db.schema.dropTable("event_daily").execute();
  await db.schema.dropTable("property_counts").execute();
  for (const [name] of SORT_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable("properties").dropColumn("enquiry_count").execute();
  await db.schema.alterTable("properties").dropColumn("view_count").execute();
}
