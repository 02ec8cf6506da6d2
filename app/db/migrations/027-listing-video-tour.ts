// A listing's 'Video' (YouTube or Vimeo) and 'Tour virtual' (Matterport, Kuula or Street View) links (issue 34,
// decision 264): two optional texts, declared with every other field in app/properties/listing-fields.ts.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("video", "text").execute();
  await db.schema.alterTable("properties").addColumn("tour_virtual", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").dropColumn("tour_virtual").execute();
  await db.schema.alterTable("properties").dropColumn("video").execute();
}
