// Small helpers so one migration file serves both engines.
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../engine.ts";

export { isPostgres };

/** ISO timestamp column: timestamptz on PostgreSQL, ISO text on SQLite. */
export function timestampType(db: Kysely<any>) {
  return isPostgres(db) ? sql`timestamptz` : sql`text`;
}

/** Auto-incrementing integer primary key on either engine. */
export function serialType(db: Kysely<any>) {
  return isPostgres(db) ? sql`bigserial` : sql`integer`;
}
