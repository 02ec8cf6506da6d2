// A coarse device class on each page view ('phone', 'tablet', 'desktop'), read from the user agent when the
// visit is recorded (decision 148), for the dashboard's share of visits from phones. Older rows stay NULL.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("events").addColumn("device", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("events").dropColumn("device").execute();
}
