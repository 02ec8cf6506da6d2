// Job locks (decision 104): background work — the photo queue's loop and sweep, schedules — runs in the one
// process of the deployment that holds its lock row, kept alive by a heartbeat, taken over when it lapses.
import type { Kysely } from "kysely";
import { timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job_locks")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("heartbeat_at", timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_locks").execute();
}
