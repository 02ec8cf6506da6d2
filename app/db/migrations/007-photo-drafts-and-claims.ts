// Photo uploads, second shape (decisions 086 and 087): originals leave the database for photo storage, claims
// name the process that holds them, and new listings' ids are drafts the server issued to a staff member, with
// their own photo-number counter (the row uploads lock, so the 40-photo limit holds under parallel uploads).
import type { Kysely } from "kysely";
import { isPostgres, timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("listing_drafts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("last_photo_n", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_used_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listing_drafts_last_used").on("listing_drafts").column("last_used_at").execute();

  await db.schema.alterTable("photo_uploads").addColumn("claimed_by", "text").execute();
  // An upload still waiting with its bytes in the row cannot be moved to storage from here (a migration does
  // not know where storage is): it is marked failed, so the form asks for that photo again.
  await db
    .updateTable("photo_uploads")
    .set({ status: "failed", claimed_at: null, error: "original guardado por una versión anterior" })
    .where("status", "=", "pending")
    .execute();
  await db.schema.alterTable("photo_uploads").dropColumn("original").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("photo_uploads")
    .addColumn("original", isPostgres(db) ? "bytea" : "blob")
    .execute();
  await db.schema.alterTable("photo_uploads").dropColumn("claimed_by").execute();
  await db.schema.dropTable("listing_drafts").execute();
}
