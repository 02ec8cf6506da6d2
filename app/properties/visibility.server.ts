// The one rule of what the public sees (decision 141): a listing that is neither in the trash nor a draft. Every
// public read — catalogue, filters, detail page, similar listings, sitemap, feeds — filters through here.
import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";

const column = (table: string | undefined, name: string) => sql.ref(table ? `${table}.${name}` : name);

/** True for a listing visitors may see; `table` qualifies the columns (an alias in a raw query). */
export function publiclyVisible(table?: string): RawBuilder<SqlBool> & Expression<SqlBool> {
  // `= false` reads the same on both engines (SQLite stores booleans as 0/1 and knows FALSE as 0).
  return sql<SqlBool>`(${column(table, "deleted_at")} IS NULL AND ${column(table, "draft")} = false)`;
}

/** True for a listing not in the trash: what the dashboard works on (drafts included). */
export function notInTrash(table?: string): RawBuilder<SqlBool> & Expression<SqlBool> {
  return sql<SqlBool>`${column(table, "deleted_at")} IS NULL`;
}
