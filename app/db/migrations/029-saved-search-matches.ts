// What each saved search matched at its last check (issue 36, decision 259): a listing is new for the search only
// when it is not here, so an edit of a listing that already matched (its description, a photo) is not announced.
// Searches saved before this migration start from what their alerts listed as new.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_search_matches")
    .addColumn("search_id", "text", (c) => c.notNull())
    .addColumn("property_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("saved_search_matches_pk", ["search_id", "property_id"])
    .execute();
  await db
    .insertInto("saved_search_matches")
    .columns(["search_id", "property_id"])
    .expression(
      db.selectFrom("alert_deliveries").select(["search_id", "property_id"]).where("kind", "=", "new").distinct(),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_search_matches").execute();
}
