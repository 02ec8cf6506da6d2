// Which listings changed since a feed was built (decision 266): one row per listing, stamped by triggers with the
// site version (decision 110) at its last change to the listing row, its photos or its seasons — so writes outside
// the dashboard (imports, bulk actions, SQL by hand) are followed too. The feed build reads the listings stamped at
// or after the version it last built from, instead of the whole catalogue. Never bumps the site version itself.
// The stamp is read under the site version's row lock on PostgreSQL (`FOR UPDATE`), so no bump can commit between
// the stamp and the writer's commit: a build that missed the write read a version no newer than its stamp.
import { type Kysely, sql } from "kysely";
import { NOT_A_COUNTER } from "./011-site-version.ts";
import { isPostgres } from "./dialect.ts";

/** Each table whose rows a feed entry is made of, and its column naming the listing. */
const SOURCES = [
  // Updates that leave the counters alone: page views and enquiries change nothing a feed shows (as migration 011).
  { table: "properties", key: "id", updateWhen: NOT_A_COUNTER },
  { table: "property_photos", key: "property_id" },
  { table: "seasons", key: "property_id" },
] as const;

const STAMP_SQLITE = "COALESCE((SELECT version FROM site_version WHERE id = 1), 0)";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("listing_changes")
    .addColumn("property_id", "text", (c) => c.primaryKey())
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listing_changes_version").on("listing_changes").column("version").execute();
  if (isPostgres(db)) {
    for (const key of new Set(SOURCES.map((s) => s.key))) {
      await sql
        .raw(`CREATE FUNCTION vitrina_stamp_listing_${key}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          listing text := CASE WHEN TG_OP = 'DELETE' THEN OLD.${key} ELSE NEW.${key} END;
          stamp bigint;
        BEGIN
          SELECT version INTO stamp FROM site_version WHERE id = 1 FOR UPDATE;
          stamp := COALESCE(stamp, 0);
          INSERT INTO listing_changes (property_id, version) VALUES (listing, stamp)
            ON CONFLICT (property_id) DO UPDATE SET version = GREATEST(listing_changes.version, EXCLUDED.version);
          IF TG_OP = 'UPDATE' AND OLD.${key} IS DISTINCT FROM NEW.${key} THEN
            INSERT INTO listing_changes (property_id, version) VALUES (OLD.${key}, stamp)
              ON CONFLICT (property_id) DO UPDATE SET version = GREATEST(listing_changes.version, EXCLUDED.version);
          END IF;
          RETURN NULL;
        END $$`)
        .execute(db);
    }
    for (const s of SOURCES) {
      const when = "updateWhen" in s ? ` WHEN (${s.updateWhen.postgres})` : "";
      await sql
        .raw(`CREATE TRIGGER ${s.table}_listing_changes_insdel AFTER INSERT OR DELETE ON ${s.table} FOR EACH ROW
              EXECUTE FUNCTION vitrina_stamp_listing_${s.key}()`)
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER ${s.table}_listing_changes_upd AFTER UPDATE ON ${s.table} FOR EACH ROW${when}
              EXECUTE FUNCTION vitrina_stamp_listing_${s.key}()`)
        .execute(db);
    }
    return;
  }
  const upsert = (listing: string, where = "true") =>
    `INSERT INTO listing_changes (property_id, version) SELECT ${listing}, ${STAMP_SQLITE} WHERE ${where}
       ON CONFLICT (property_id) DO UPDATE SET version = MAX(version, excluded.version);`;
  for (const s of SOURCES) {
    const when = "updateWhen" in s ? ` WHEN ${s.updateWhen.sqlite}` : "";
    for (const [op, body] of [
      ["ins", upsert(`NEW.${s.key}`)],
      // A photo moved to another listing (never done today) changes both.
      ["upd", `${upsert(`NEW.${s.key}`)} ${upsert(`OLD.${s.key}`, `OLD.${s.key} IS NOT NEW.${s.key}`)}`],
      ["del", upsert(`OLD.${s.key}`)],
    ] as const) {
      const event = { ins: "INSERT", upd: "UPDATE", del: "DELETE" }[op];
      await sql
        .raw(`CREATE TRIGGER ${s.table}_listing_changes_${op} AFTER ${event} ON ${s.table}${op === "upd" ? when : ""}
              BEGIN ${body} END`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const s of SOURCES) {
    for (const op of pg ? ["insdel", "upd"] : ["ins", "upd", "del"]) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${s.table}_listing_changes_${op}${pg ? ` ON ${s.table}` : ""}`).execute(db);
    }
  }
  if (pg)
    for (const key of new Set(SOURCES.map((s) => s.key))) {
      await sql.raw(`DROP FUNCTION IF EXISTS vitrina_stamp_listing_${key}()`).execute(db);
    }
  await db.schema.dropTable("listing_changes").execute();
}
