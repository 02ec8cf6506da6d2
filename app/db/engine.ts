// Which engine a Kysely instance talks to, for the few queries and migrations that differ between the two.
import { type Kysely, PostgresAdapter } from "kysely";

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
