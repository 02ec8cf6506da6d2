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

/** The table whose one row (id 1) counts changes to anything a public page shows (migration 011, decision 110). */
export const SITE_VERSION_TABLE = "site_version";

/** What every bump runs: an upsert, so a database restored without the row (or before it) still counts. */
const BUMP_SQLITE =
  "INSERT INTO site_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1;";

export interface BumpOptions {
  /** Updates that must not count (a counter kept by another trigger): a condition on OLD/NEW per engine. */
  updateWhen?: { sqlite: string; postgres: string };
}

/**
 * Makes every insert, update and delete on `table` bump the site version (decision 110): one line in a later
 * migration for a table whose rows a public page shows. Only for such tables: analytics, sessions, job locks and
 * the like must never bump it, or the page cache would be emptied by every visit.
 */
export async function bumpSiteVersionTrigger(db: Kysely<any>, table: string, options: BumpOptions = {}) {
  const when = options.updateWhen;
  if (isPostgres(db)) {
    for (const [op, event] of [
      ["insdel", "INSERT OR DELETE"],
      ["upd", "UPDATE"],
    ]) {
      const cond = op === "upd" && when ? ` WHEN (${when.postgres})` : "";
      await sql
        .raw(`CREATE TRIGGER ${table}_site_version_${op} AFTER ${event} ON ${table} FOR EACH ROW${cond}
              EXECUTE FUNCTION vitrina_bump_site_version()`)
        .execute(db);
    }
    return;
  }
  for (const [op, event] of [
    ["ins", "INSERT"],
    ["upd", "UPDATE"],
    ["del", "DELETE"],
  ]) {
    const cond = op === "upd" && when ? ` WHEN ${when.sqlite}` : "";
    await sql
      .raw(`CREATE TRIGGER ${table}_site_version_${op} AFTER ${event} ON ${table}${cond} BEGIN ${BUMP_SQLITE} END`)
      .execute(db);
  }
}

/** Undoes bumpSiteVersionTrigger (a migration's down). */
export async function dropSiteVersionTriggers(db: Kysely<any>, table: string) {
  const ops = isPostgres(db) ? ["insdel", "upd"] : ["ins", "upd", "del"];
  for (const op of ops) {
    const on = isPostgres(db) ? ` ON ${table}` : "";
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_site_version_${op}${on}`).execute(db);
  }
}
