// The deleted_at index covers the trash only (decision 200). Every public and dashboard read asks
// `deleted_at IS NULL`, which nearly every listing matches; SQLite, planning without table statistics, counted that
// term as an equality on this index and read the whole catalogue through it, then sorted it: 'Más recientes' and
// 'Mayor superficie' at 100k listings took ~150 ms, the dashboard table's pages tens of ms. Over trashed rows only,
// the index still serves 'Papelera' and the purge (`deleted_at IS NOT NULL`, `deleted_at < …` imply its WHERE) and
// no longer draws those reads, which then walk their order's index (seq, (superficie, seq), (name, seq), …).
import type { Kysely } from "kysely";

const INDEX = "properties_deleted_at";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema
    .createIndex(INDEX)
    .on("properties")
    .column("deleted_at")
    .where("deleted_at", "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on("properties").column("deleted_at").execute();
}
