// Portal feeds (issue 37, docs/decisions/258): each listing says whether it goes to the portals and which ones it
// skips (a list of portal ids, so a portal added later is on by default), and each portal's last fetches are
// kept by user agent for 'Portales'. feed_fetches is not a public-page table: it never bumps the site version.
import type { Kysely } from "kysely";
import { timestampType } from "./dialect.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("properties")
    .addColumn("portals_publish", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable("properties")
    .addColumn("portals_skipped", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("feed_fetches")
    .addColumn("portal", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("last_at", timestampType(db), (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("feed_fetches_pk", ["portal", "user_agent"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("feed_fetches").execute();
  await db.schema.alterTable("properties").dropColumn("portals_skipped").execute();
  await db.schema.alterTable("properties").dropColumn("portals_publish").execute();
}
