// Folders the orphan sweep must look at (decision 125): written in the same transaction as whatever may leave a
// file without its row (a listing deleted, a photo removed in a save, an upload discarded or expired) and before
// an upload's original is written; the sweep lists only these folders, not the whole bucket.
import type { Kysely } from "kysely";
import { timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photo_sweep_candidates")
    .addColumn("folder", "text", (c) => c.primaryKey())
    .addColumn("noted_at", timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("photo_sweep_candidates_noted_at")
    .on("photo_sweep_candidates")
    .column("noted_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photo_sweep_candidates").execute();
}
