// Reads the site version (migration 011, decision 110): the count of changes to anything a public page shows.
// Every cached answer and every memoized query result is keyed by it, so a change is seen at once everywhere.
import type { StatementSync } from "node:sqlite";
import { sql } from "kysely";
import type { Db } from "../db/connect.server.ts";
import { runtime } from "../runtime/process/runtime.server.ts";

const statements = new WeakMap<object, StatementSync>();

/** The current version: 0 before the first change. SQLite: one cached prepared statement; PostgreSQL: one
 *  primary-key read. */
export async function readSiteVersion(db: Pick<Db, "kysely" | "sqlite">): Promise<number> {
  if (db.sqlite) {
    let stmt = statements.get(db.sqlite);
    if (!stmt) {
      stmt = db.sqlite.prepare("SELECT version FROM site_version WHERE id = 1");
      statements.set(db.sqlite, stmt);
    }
    const row = stmt.get() as { version: number | bigint } | undefined;
    return Number(row?.version ?? 0);
  }
  const r = await sql<{ version: number }>`SELECT version FROM site_version WHERE id = 1`.execute(db.kysely);
  return Number(r.rows[0]?.version ?? 0);
}

/** The running server's site version: what the page cache (server/page-cache.ts) reads once per request. */
export async function siteVersion(): Promise<number> {
  return readSiteVersion((await runtime()).db);
}
