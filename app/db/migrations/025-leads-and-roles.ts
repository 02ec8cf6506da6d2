// Leads and agents (issue #35, decision 256): stored enquiries with their notes, staff roles ('admin' or 'agent'),
// each agent's WhatsApp number and each listing's agent. Existing accounts become administrators.
import { type Kysely, sql } from "kysely";
import { isPostgres, serialType, timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(db);
  await sql`UPDATE "user" SET role = 'admin' WHERE role IS NULL OR role <> 'agent'`.execute(db);
  await db.schema.alterTable("user").addColumn("whatsapp", "text").execute();
  await db.schema.alterTable("properties").addColumn("agent_id", "text").execute();
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addColumn("property_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("stay_from", "text")
    .addColumn("stay_to", "text")
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("anonymised_at", ts)
    .execute();
  await db.schema.createIndex("leads_created").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("leads_status_created").on("leads").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("leads_agent_created").on("leads").columns(["agent_id", "created_at"]).execute();
  await db.schema.createIndex("leads_property").on("leads").column("property_id").execute();
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", serialType(db), (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "text")
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead").on("lead_notes").columns(["lead_id", "created_at"]).execute();
  // The lead's history lives in the append-only activity log; entries name the lead, never the visitor.
  await db.schema.alterTable("activity").addColumn("lead_id", "text").execute();
  await db.schema.createIndex("activity_lead_at").on("activity").columns(["lead_id", "at"]).execute();
  await staffShownOnListings(db);
}

/** Listing pages show their agent's name and WhatsApp: a change to those bumps the site version (decision 110). */
async function staffShownOnListings(db: Kysely<any>) {
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER user_site_version AFTER UPDATE ON "user" FOR EACH ROW
      WHEN (OLD.whatsapp IS DISTINCT FROM NEW.whatsapp OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.banned IS DISTINCT FROM NEW.banned)
      EXECUTE FUNCTION vitrina_bump_site_version()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER user_site_version AFTER UPDATE ON "user"
    WHEN OLD.whatsapp IS NOT NEW.whatsapp OR OLD.name IS NOT NEW.name OR OLD.banned IS NOT NEW.banned
    BEGIN INSERT INTO site_version (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = version + 1; END`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DROP TRIGGER IF EXISTS user_site_version${isPostgres(db) ? ' ON "user"' : ""}`).execute(db);
  await db.schema.dropIndex("activity_lead_at").execute();
  await db.schema.alterTable("activity").dropColumn("lead_id").execute();
  await db.schema.dropTable("lead_notes").execute();
  await db.schema.dropTable("leads").execute();
  await db.schema.alterTable("properties").dropColumn("agent_id").execute();
  await db.schema.alterTable("user").dropColumn("whatsapp").execute();
}
