// Backup runs (docs/decisions/100): one row per backup, kept by the backup itself. While it runs (alive_at
// refreshed) it is a lease: photo files are not deleted, since its snapshot may still name them. Once ended
// without error, its finished_at is the "última copia de seguridad" the dashboard shows.
import type { Kysely } from "kysely";
import { timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("started_at", ts, (c) => c.notNull())
    .addColumn("alive_at", ts, (c) => c.notNull())
    .addColumn("finished_at", ts)
    .addColumn("file", "text")
    .addColumn("bytes", "bigint")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("backup_runs_finished").on("backup_runs").column("finished_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}
