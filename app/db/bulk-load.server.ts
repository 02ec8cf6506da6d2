// Loading a whole database's rows at once (a restore, inside its transaction). The rows already hold what the
// triggers derive (listing counts, view counters, daily totals), so triggers are off while they go in; afterwards
// PostgreSQL's sequences move past the loaded ids and SQLite's search index, which only triggers fill
// (migration 004), is built from the loaded listings.
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./engine.ts";

// biome-ignore lint/suspicious/noExplicitAny: rows are loaded by table name, whatever the typed schema says
type AnyDb = Kysely<any>;

export async function withTriggersOff<T>(trx: AnyDb, tables: string[], load: () => Promise<T>): Promise<T> {
  if (isPostgres(trx)) {
    // USER: our triggers only; the foreign-key checks stay on (tables are loaded parents first).
    for (const t of tables) await sql`ALTER TABLE ${sql.table(t)} DISABLE TRIGGER USER`.execute(trx);
    const result = await load();
    for (const t of tables) await sql`ALTER TABLE ${sql.table(t)} ENABLE TRIGGER USER`.execute(trx);
    return result;
  }
  // SQLite cannot switch a trigger off: drop them and create them again, all inside the transaction.
  const triggers = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master
    WHERE type = 'trigger' ORDER BY name`.execute(trx);
  for (const t of triggers.rows) await sql`DROP TRIGGER ${sql.id(t.name)}`.execute(trx);
  const result = await load();
  for (const t of triggers.rows) await sql.raw(t.sql).execute(trx);
  return result;
}

export async function afterBulkLoad(trx: AnyDb): Promise<void> {
  if (isPostgres(trx)) {
    const serials = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`.execute(trx);
    for (const { table_name: t, column_name: c } of serials.rows) {
      const sequence = sql`pg_get_serial_sequence(quote_ident(${t}), ${c})`;
      await sql`SELECT setval(${sequence}, coalesce(max(${sql.ref(c)}), 0) + 1, false) FROM ${sql.table(t)}`.execute(
        trx,
      );
    }
    return;
  }
  // SQLite's AUTOINCREMENT counters follow explicit ids by themselves.
  const search = await sql`SELECT 1 FROM sqlite_master WHERE name = 'properties_search'`.execute(trx);
  if (search.rows.length) {
    await sql`INSERT INTO properties_search (rowid, search_text) SELECT seq, search_text FROM properties`.execute(trx);
  }
}
