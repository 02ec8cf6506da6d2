// A listing's optional English title and description for the English pages (issue #18, decision 176). Without
// them /en/propiedad/{id} shows the Spanish text with a short note.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").addColumn("title_en", "text").execute();
  await db.schema.alterTable("properties").addColumn("description_en", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("properties").dropColumn("description_en").execute();
  await db.schema.alterTable("properties").dropColumn("title_en").execute();
}
