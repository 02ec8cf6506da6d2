// Optimistic concurrency for listings (docs/decisions/085): the version every write must name, and who wrote
// it last (staff user id, and the name they had then, so the message survives a renamed or removed account).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("properties")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("properties").addColumn("updated_by", "text").execute();
  await db.schema.alterTable("properties").addColumn("updated_by_name", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["updated_by_name", "updated_by", "version"]) {
    await db.schema.alterTable("properties").dropColumn(column).execute();
  }
}
