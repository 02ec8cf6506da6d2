// What a backup holds, read from the database itself on either engine: every data table, its columns, and an
// order in which each table comes after the tables its foreign keys point to (so a restore can load in order).
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db/engine.ts";

export interface ColumnInfo {
  name: string;
  /** The declared type, lower-case ("boolean", "text", "timestamptz", …): enough to tell booleans and bytes. */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
}

/**
 * Tables whose rows a backup leaves out (their columns stay in the manifest): the sessions, whose tokens would let
 * anyone holding the archive act as the staff member. A restored site starts with everyone signed out.
 */
export const ROWS_LEFT_OUT: ReadonlySet<string> = new Set(["session"]);

/** Kysely's own bookkeeping: the archive carries the migration list instead, and a restore runs migrations. */
const isMigrationTable = (name: string) => name.startsWith("kysely_migration");

// biome-ignore lint/suspicious/noExplicitAny: introspection reads tables the typed schema does not describe
type AnyDb = Kysely<any>;

async function tableNames(db: AnyDb): Promise<string[]> {
  if (isPostgres(db)) {
    const r = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
    return r.rows.map((t) => t.name);
  }
  // Ordinary tables only: not SQLite's own, nor the search index (virtual) and its shadow tables.
  const r = await sql<{ name: string }>`SELECT name FROM pragma_table_list
    WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`.execute(db);
  return r.rows.map((t) => t.name);
}

async function columns(db: AnyDb, table: string): Promise<ColumnInfo[]> {
  if (isPostgres(db)) {
    const r = await sql<ColumnInfo>`SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db);
    return r.rows.map((c) => ({ name: c.name, type: c.type.toLowerCase() }));
  }
  const r = await sql<ColumnInfo>`SELECT name, type FROM pragma_table_info(${table}) ORDER BY cid`.execute(db);
  return r.rows.map((c) => ({ name: c.name, type: c.type.toLowerCase() }));
}

/** Pairs [child, parent] of every foreign key between data tables. */
async function references(db: AnyDb, tables: string[]): Promise<Array<[string, string]>> {
  if (isPostgres(db)) {
    const r = await sql<{ child: string; parent: string }>`SELECT c.relname AS child, p.relname AS parent
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE k.contype = 'f' AND n.nspname = current_schema()`.execute(db);
    return r.rows.map((e) => [e.child, e.parent]);
  }
  const pairs: Array<[string, string]> = [];
  for (const child of tables) {
    const r = await sql<{ parent: string }>`SELECT "table" AS parent FROM pragma_foreign_key_list(${child})`.execute(
      db,
    );
    for (const { parent } of r.rows) pairs.push([child, parent]);
  }
  return pairs;
}

/** Every data table with its columns, parents before children, otherwise by name (the same on both engines). */
export async function listTables(db: AnyDb): Promise<TableInfo[]> {
  const names = (await tableNames(db)).filter((n) => !isMigrationTable(n)).sort();
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const [child, parent] of await references(db, names)) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const next = names.find((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p)));
    if (!next) throw new Error("Las claves foráneas forman un ciclo: no hay orden de carga posible");
    ordered.push(next);
    placed.add(next);
  }
  const result: TableInfo[] = [];
  for (const name of ordered) result.push({ name, columns: await columns(db, name) });
  return result;
}

/** The migrations this database has applied, in order. */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const exists = (await tableNames(db)).includes("kysely_migration");
  if (!exists) return [];
  const r = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return r.rows.map((m) => m.name);
}

/** Tables of any kind in the database (including Kysely's): zero means a restore may load into it. */
export async function countTables(db: AnyDb): Promise<number> {
  return (await tableNames(db)).length;
}
